import { useTranslation } from 'react-i18next';
import { Notes } from './deposit.styles';

export type DepositNote = 'creditedInMinute' | 'slipWithinHour' | 'qrOnce' | 'registeredAccountOnly';

/** The deposit rules a member must know before paying (spec section 5, 'from texts'). */
export function DepositNotes({ notes }: { notes: readonly DepositNote[] }) {
  const { t } = useTranslation('wallet');
  return (
    <Notes aria-label={t('deposit.note.title')}>
      {notes.map((note) => (
        <li key={note}>{t(`deposit.note.${note}`)}</li>
      ))}
    </Notes>
  );
}
