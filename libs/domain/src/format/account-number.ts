/**
 * Bank account number display. Spec §5: exactly 10 characters become groups of 3, 3 and the rest
 * joined by dashes ('1234567890' -> '123-456-7890'). The spec is silent on other lengths; so that
 * a 12-digit GSB number reads like the others, any other number of 7 or more digits is grouped in
 * threes, its last group taking the one digit left over ('123456789012' -> '123-456-789-012',
 * '1234567' -> '123-4567'). Anything shorter or not all digits is shown unchanged.
 */
export function formatAccountNumber(accountNo: string): string {
  if (accountNo.length === 10) return `${accountNo.slice(0, 3)}-${accountNo.slice(3, 6)}-${accountNo.slice(6)}`;
  if (!/^\d{7,}$/.test(accountNo)) return accountNo;
  const groups = accountNo.match(/\d{1,3}/g) ?? [accountNo];
  if (groups[groups.length - 1].length === 1) groups.splice(-2, 2, groups[groups.length - 2] + groups[groups.length - 1]);
  return groups.join('-');
}

/**
 * A bank account number as the server takes it (digits only), spec §3 and §5: the spaces and
 * dashes a member types to group the digits ('123-456 7890') are dropped; anything else is kept,
 * so the server's validation still sees a wrong character.
 */
export function accountNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}
