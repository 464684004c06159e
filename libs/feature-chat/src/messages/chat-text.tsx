import { useTranslation } from 'react-i18next';
import { splitChatLinks } from '@wallet/domain';
import { Said } from './messages.styles';

/**
 * Server text shown as text (never HTML), its web addresses as links that open a new tab; an
 * address the address rule refuses stays text, with a note that it cannot be opened.
 */
export function ChatText({ text }: { text: string | undefined }) {
  const { t } = useTranslation('errors');
  if (!text) return null;
  return (
    <Said>
      {splitChatLinks(text).map((part, index) => {
        if (part.kind === 'link') {
          return (
            <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
              {part.text}
            </a>
          );
        }
        if (part.kind === 'refused') return <span key={index}>{`${part.text} (${t('unsafeAddress')})`}</span>;
        return <span key={index}>{part.text}</span>;
      })}
    </Said>
  );
}
