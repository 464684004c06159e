import { acceptAgreementForVisit, agreementAcceptedThisVisit } from './agreement-flags';

describe('the agreement accepted this visit', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('is not, until accepted; then it is, for the tab only', () => {
    expect(agreementAcceptedThisVisit()).toBe(false);
    acceptAgreementForVisit();
    expect(agreementAcceptedThisVisit()).toBe(true);
    expect(window.localStorage.getItem('wallet.agreementThisVisit')).toBeNull();
    window.sessionStorage.clear();
    expect(agreementAcceptedThisVisit()).toBe(false);
  });
});
