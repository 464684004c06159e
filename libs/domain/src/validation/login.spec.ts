import { validateLogin } from './login';

describe('validateLogin (spec §5)', () => {
  it('requires both username and password', () => {
    expect(validateLogin({ username: '', password: 'x' })).toBe('errors:validation.required');
    expect(validateLogin({ username: '0812345678', password: ' ' })).toBe('errors:validation.required');
    expect(validateLogin({ username: '0812345678', password: 'secret' })).toBeNull();
  });
});
