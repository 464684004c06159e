import { useTranslation } from 'react-i18next';
import { Button, Modal, SafeHtml } from '@wallet/ui';

/** The member's site agreement: the server's texts, sanitized, answered only by acknowledging them. */
export function AgreementModal({ agreements, onAccept }: { agreements: readonly string[]; onAccept: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal open title={t('agreement.title')} dismissible={false} onClose={onAccept} footer={<Button long onClick={onAccept}>{t('agreement.acknowledge')}</Button>}>
      {agreements.map((html, index) => (
        <SafeHtml key={index} html={html} />
      ))}
    </Modal>
  );
}
