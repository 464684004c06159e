import { browserStorage } from './browser-storage';
import { STORAGE_KEYS } from './storage-keys';

// The site agreement is asked in two places: the public first-visit notice and the member home's
// modal. Both show the same agreements, so accepting it in either covers the other for the rest of
// the visit; each keeps its own lasting flag (the member's is cleared by a public visit, spec section 4).

/** Records that the agreement was accepted in this visit. */
export function acceptAgreementForVisit(): void {
  browserStorage.write(STORAGE_KEYS.agreementThisVisit, '1', 'session');
}

/** Whether the agreement was accepted in this visit, on either screen. */
export function agreementAcceptedThisVisit(): boolean {
  return browserStorage.read(STORAGE_KEYS.agreementThisVisit, 'session') !== null;
}

/** Whether the public first-visit notice is settled: accepted on an earlier visit, or in this one on either screen. */
export function publicAgreementAcknowledged(): boolean {
  return browserStorage.read(STORAGE_KEYS.publicAgreement) !== null || agreementAcceptedThisVisit();
}

/** Whether the member home's agreement is settled: remembered, or accepted in this visit on either screen. */
export function memberAgreementAcknowledged(): boolean {
  return browserStorage.read(STORAGE_KEYS.agreement) !== null || agreementAcceptedThisVisit();
}
