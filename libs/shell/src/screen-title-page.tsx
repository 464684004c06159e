import { useTranslation } from 'react-i18next';
import { Page, PageTitle, useDocumentTitle } from '@wallet/ui';

export type ScreenKey = 'login' | 'register' | 'howto' | 'contact' | 'home' | 'profile' | 'bonus' | 'statement' | 'spin';

/** The layout with a screen's title, for screens whose feature library has not landed yet. */
export function ScreenTitlePage({ screen, topSpacing = true }: { screen: ScreenKey; topSpacing?: boolean }) {
  const { t } = useTranslation('common');
  const title = t(`screen.${screen}`);
  useDocumentTitle(title);
  return (
    <Page $topSpacing={topSpacing}>
      <PageTitle>{title}</PageTitle>
    </Page>
  );
}
