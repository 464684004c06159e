import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '@wallet/domain';

/**
 * A server message that is part of an answer rather than a failure (a QR state's message, spec
 * section 7), shown as section 8 shows every server message: through the error table by code,
 * else as the server wrote it.
 */
export function ServerMessageText({ message }: { message: string }) {
  const { t } = useTranslation();
  const key = errorMessageKey(message);
  return <>{key ? (t as unknown as (key: string) => string)(key) : message}</>;
}
