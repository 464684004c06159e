// Registration and bank-data checks shared by validate, create and the profile update. The rules
// themselves (phone length, English-only banks) come from @wallet/domain. Input is checked, never
// repaired: codes are matched exactly, names must arrive trimmed and upper-cased (spec §5 makes
// that the client's job) and account numbers as digits only.
import type { RegistrationPayload } from '@wallet/api';
import type { Currency } from '@wallet/config';
import { isEnglishLettersAndSpaces, isEnglishOnlyBank, LIMITS, validatePhone } from '@wallet/domain';
import { fieldsOf, optionalText, secret, text, type Fields } from '../http/body';
import { refuse } from '../http/errors';
import type { MemberState } from '../store/state';
import type { StubStore } from '../store/store';

const INFO = 'INVALID_USER_INFO';

export interface BankData {
  bankCode: string;
  bankAccountName: string;
  bankAccountNo: string;
}

/**
 * An account holder's name as spec §5 has the client send it: upper case (scripts without case,
 * such as Thai or Lao, pass as they are), words separated by spaces only (no tabs or line breaks).
 * Trimming is checked by the text reader; the name is stored exactly as sent.
 */
export function isCleanHolderName(name: string): boolean {
  return !/[^\S ]/.test(name) && name === name.toUpperCase();
}

/** Bank code, holder name and number: a bank of the region's list, digits only, English names where required. */
export function readBankData(store: StubStore, fields: Fields, except?: MemberState): BankData {
  const bankCode = text(fields, 'bankCode', INFO, 20);
  const bankAccountName = text(fields, 'bankAccountName', INFO, 120);
  const bankAccountNo = text(fields, 'bankAccountNo', INFO, 30);
  if (!store.banks().some((bank) => bank.code === bankCode)) refuse('INVALID_BANK');
  if (!isCleanHolderName(bankAccountName)) refuse(INFO);
  if (!/^\d{6,20}$/.test(bankAccountNo)) refuse(INFO);
  if (isEnglishOnlyBank(bankCode) && !isEnglishLettersAndSpaces(bankAccountName)) refuse('BANK_ACCOUNT_NAME_ENG');
  for (const other of store.state.members.values()) {
    if (other !== except && other.bankCode === bankCode && other.bankAccountNo === bankAccountNo) {
      refuse('EXISTING_BANK');
    }
  }
  return { bankCode, bankAccountName, bankAccountNo };
}

/** The phone as username: 10 characters outside Laos (domain rule), digits only everywhere. */
export function readPhone(store: StubStore, fields: Fields, key: string): string {
  const phone = text(fields, key, INFO, 20);
  const rule = { phoneLength: store.region === 'la' ? null : LIMITS.PHONE_LENGTH };
  if (validatePhone(phone, rule) !== null) refuse('PHONE_NUMBER_REQUIRE_10_DIGIT');
  if (!/^\d{6,15}$/.test(phone)) refuse(INFO);
  return phone;
}

const BANK_FIELDS = ['bankCode', 'bankAccountName', 'bankAccountNo'];

/**
 * The registration payload. The wizard validates at its profile step (spec §4), before the bank
 * step, so validate sends blank bank fields: they are checked only once any is filled in, and
 * creation (`bankRequired`) always checks them.
 */
export function readRegistration(store: StubStore, body: unknown, bankRequired: boolean): RegistrationPayload {
  const fields = fieldsOf(body, INFO);
  const name = text(fields, 'name', INFO, 100);
  const username = readPhone(store, fields, 'username');
  const password = secret(fields, 'password', INFO, 100);
  const sourceCode = optionalText(fields, 'sourceCode', INFO, 50);
  const inviteCode = optionalText(fields, 'inviteCode', INFO, 60);
  if (sourceCode !== '' && !store.fixture.sources.some((source) => source.code === sourceCode)) refuse(INFO);
  if (store.memberByUsername(username)) refuse('EXISTING_USER');
  const bankGiven = BANK_FIELDS.some((key) => optionalText(fields, key, INFO, 120) !== '');
  const bank = bankRequired || bankGiven ? readBankData(store, fields) : { bankCode: '', bankAccountName: '', bankAccountNo: '' };
  return { name, username, password, sourceCode, inviteCode, ...bank };
}

/** Currency at creation: the Laos site offers LAK or BAHT, the Thai site is always BAHT. */
export function readCurrency(store: StubStore, body: unknown): Currency {
  const value = (body as Fields).currency;
  if (store.region === 'th') {
    if (value !== undefined && value !== null && value !== 'BAHT') refuse(INFO);
    return 'BAHT';
  }
  if (value !== 'LAK' && value !== 'BAHT') refuse(INFO);
  return value;
}
