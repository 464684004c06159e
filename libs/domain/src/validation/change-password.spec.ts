import { validateChangePassword } from './change-password';

describe('validateChangePassword (spec §5)', () => {
  const valid = { oldPassword: 'old', newPassword: 'new-pass', confirmPassword: 'new-pass' };

  it('accepts all three filled with new equal to confirm', () => {
    expect(validateChangePassword(valid)).toBeNull();
  });

  it.each(['oldPassword', 'newPassword', 'confirmPassword'] as const)('requires %s', (field) => {
    expect(validateChangePassword({ ...valid, [field]: '' })).toBe('errors:validation.required');
  });

  it("reports 'password not equal' when new and confirm differ", () => {
    expect(validateChangePassword({ ...valid, confirmPassword: 'new-pas' })).toBe('errors:validation.passwordNotEqual');
  });
});
