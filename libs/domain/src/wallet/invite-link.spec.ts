import { inviteLink } from './invite-link';

describe('inviteLink (spec §2)', () => {
  it('is origin + /register?code=PR + member id', () => {
    expect(inviteLink('https://wallet.example', '64f0a1b2c3')).toBe('https://wallet.example/register?code=PR64f0a1b2c3');
  });

  it('removes trailing slashes of the origin', () => {
    expect(inviteLink('https://wallet.example/', 'abc')).toBe('https://wallet.example/register?code=PRabc');
    expect(inviteLink('https://wallet.example//', 'abc')).toBe('https://wallet.example/register?code=PRabc');
  });

  it('URL-encodes the member id', () => {
    expect(inviteLink('http://localhost:4200', 'a b&c=d')).toBe('http://localhost:4200/register?code=PRa%20b%26c%3Dd');
  });
});
