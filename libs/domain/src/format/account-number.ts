/**
 * Bank account number display, spec §5: exactly 10 characters become groups of 3, 3 and the rest
 * joined by dashes ('1234567890' -> '123-456-7890'); any other length is shown unchanged.
 */
export function formatAccountNumber(accountNo: string): string {
  if (accountNo.length !== 10) return accountNo;
  return `${accountNo.slice(0, 3)}-${accountNo.slice(3, 6)}-${accountNo.slice(6)}`;
}

/**
 * A bank account number as the server takes it (digits only), spec §3 and §5: the spaces and
 * dashes a member types to group the digits ('123-456 7890') are dropped; anything else is kept,
 * so the server's validation still sees a wrong character.
 */
export function accountNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}
