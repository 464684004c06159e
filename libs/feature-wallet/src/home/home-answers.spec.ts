import { createTestStore } from '@wallet/api/testing';
import { API, homeHandlers, startServer, walletAnswer } from '../testing/wallet-test-kit';
import { prefetchHomeAnswers } from './home-answers';

startServer(...homeHandlers(walletAnswer({ profile: { ...walletAnswer().profile, name: 'สมชาย ใจดี' } })));

describe("home's first answers, asked before home renders", () => {
  const load = jest.fn((_font: string, _text?: string) => Promise.resolve([] as FontFace[]));
  beforeAll(() => Object.defineProperty(document, 'fonts', { configurable: true, value: { load } }));
  afterAll(() => Reflect.deleteProperty(document, 'fonts'));

  it("ask for the faces of the member's name as the wallet comes, bold as the greeting draws it", async () => {
    await prefetchHomeAnswers(createTestStore({ apiBase: API }).dispatch);
    expect(load).toHaveBeenCalledWith(expect.stringMatching(/^700 1em 'Noto Sans Thai', 'Noto Sans Lao'/), 'สมชาย ใจดี');
  });
});
