import { STORAGE_KEYS } from '@wallet/config';
import { arrivalMarksFirstScreen, preloadScreensFor } from './feature-screens';

// What an arrival downloads before the first render: each part's module notes when it is loaded.
const mockLoaded: string[] = [];
jest.mock('@wallet/feature-auth/agreement', () => {
  mockLoaded.push('agreement notice');
  return {
    AgreementNotice: () => null,
    loadNoticeSanitizer: () => {
      mockLoaded.push('sanitizer');
      return Promise.resolve();
    },
  };
});

async function arrive(pathname: string, member = false): Promise<string[]> {
  mockLoaded.length = 0;
  preloadScreensFor(pathname, { member });
  // The downloads start at once; their modules load a few turns later.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return [...mockLoaded];
}

afterEach(() => window.localStorage.clear());

describe('an arrival downloads the first-visit notice with its screen', () => {
  it('on a first visit to a public screen', async () => {
    expect(await arrive('/login')).toEqual(expect.arrayContaining(['agreement notice', 'sanitizer']));
    // The notice's code is downloaded once a visit; the sanitizer is asked for with each arrival.
    expect(await arrive('/register')).toContain('sanitizer');
  });

  it('not for a visitor who accepted it before, nor for a member arriving home', async () => {
    window.localStorage.setItem(STORAGE_KEYS.publicAgreement, '2026-01-01');
    expect(await arrive('/login')).not.toContain('sanitizer');
    window.localStorage.clear();
    expect(await arrive('/user/home', true)).not.toContain('sanitizer');
  });
});

describe('the arrivals whose screen says when its first screen is drawn (the extras wait for it)', () => {
  it('are home and the public screens', () => {
    expect(arrivalMarksFirstScreen('/user/home', { member: true })).toBe(true);
    expect(arrivalMarksFirstScreen('/', { member: true })).toBe(true);
    expect(arrivalMarksFirstScreen('/login', { member: false })).toBe(true);
    expect(arrivalMarksFirstScreen('/register', { member: false })).toBe(true);
    // A visitor sent from a member address to /login.
    expect(arrivalMarksFirstScreen('/user/statement', { member: false })).toBe(true);
  });

  it('are not the other member screens, the status pages or an unknown address', () => {
    expect(arrivalMarksFirstScreen('/user/statement', { member: true })).toBe(false);
    expect(arrivalMarksFirstScreen('/terminated', { member: false })).toBe(false);
    expect(arrivalMarksFirstScreen('/nowhere', { member: false })).toBe(false);
  });
});
