import { useTranslation } from 'react-i18next';
import { Button, CopyButton } from '@wallet/ui';
import { LinkActions, LinkText } from './invite.styles';

/** The member's invite link with copy and, where the browser offers it, the system share sheet. */
export function InviteLinkBox({ link }: { link: string }) {
  const { t } = useTranslation('wallet');
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = async () => {
    try {
      await navigator.share({ title: t('invite.title'), text: t('invite.description'), url: link });
    } catch {
      // The member closed the share sheet: nothing to report.
    }
  };
  return (
    <section aria-label={t('invite.link')}>
      <LinkText>
        <span>{t('invite.link')}</span>
        <output>{link}</output>
      </LinkText>
      <LinkActions>
        <CopyButton text={link} label={t('invite.copyLink')} />
        {canShare && (
          <Button variant="secondary" onClick={share}>
            {t('invite.share')}
          </Button>
        )}
      </LinkActions>
    </section>
  );
}
