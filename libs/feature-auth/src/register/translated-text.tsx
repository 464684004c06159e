import { useTranslation } from 'react-i18next';

type LooseTranslate = (key: string) => string;

/** A translation key worded at render time, so a toast still on screen follows a language switch. */
export function TranslatedText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  return <>{(t as unknown as LooseTranslate)(i18nKey)}</>;
}
