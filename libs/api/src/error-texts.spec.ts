import type { ApiContext } from './api-context';
import type { ApiError } from './api-error';
import { withErrorTexts } from './error-texts';

function contextWithTable() {
  let loaded = false;
  const loadErrorTexts = jest.fn(async () => {
    loaded = true;
  });
  const context: ApiContext = { apiBase: '', trueLinkSecret: '', navigate: jest.fn(), loadErrorTexts, translate: (key) => (loaded ? `text of ${key}` : key) };
  return { context, loadErrorTexts };
}

const failure = (messageKey: string | null, status: ApiError['status'] = 400): { error: ApiError } => ({ error: { status, code: 'MONEY_NOT_ENOUGH', messageKey, message: messageKey ?? 'raw' } });

describe('withErrorTexts', () => {
  it("waits for the server's error table before a failure with a code reaches the screen", async () => {
    const { context, loadErrorTexts } = contextWithTable();
    const outcome = await withErrorTexts(failure('errors:code.MONEY_NOT_ENOUGH'), context);
    expect(loadErrorTexts).toHaveBeenCalledTimes(1);
    expect(outcome).toEqual({ error: expect.objectContaining({ code: 'MONEY_NOT_ENOUGH', messageKey: 'errors:code.MONEY_NOT_ENOUGH', message: 'text of errors:code.MONEY_NOT_ENOUGH' }) });
  });

  it('leaves answers, connection problems and codes outside the table as they are', async () => {
    const { context, loadErrorTexts } = contextWithTable();
    await expect(withErrorTexts({ data: { token: 't' } }, context)).resolves.toEqual({ data: { token: 't' } });
    const offline = failure('errors:network.connection', 'NETWORK');
    await expect(withErrorTexts(offline, context)).resolves.toBe(offline);
    const unknownCode = failure(null);
    await expect(withErrorTexts(unknownCode, context)).resolves.toBe(unknownCode);
    expect(loadErrorTexts).not.toHaveBeenCalled();
  });
});
