import { splitChatLinks } from '@wallet/domain';
import { Said } from './messages.styles';

/** Server text shown as text (never HTML), its web addresses as links that open a new tab. */
export function ChatText({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <Said>
      {splitChatLinks(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </Said>
  );
}
