import { useTranslation } from 'react-i18next';
import type { ChatMediaPayload } from '@wallet/api';
import { safeChatHref } from '@wallet/domain';
import { ChatText } from './chat-text';
import { MediaFrame } from './messages.styles';

/** An image, a video or a file link (spec §2 media); a local preview while the member's own file uploads. */
export function MediaMessage({ payload, previewUrl }: { payload: ChatMediaPayload; previewUrl?: string }) {
  const { t } = useTranslation('chat');
  const source = previewUrl ?? safeChatHref(payload.filePath ?? '');
  const name = payload.name || t(`message.${payload.fileType === 'video' || payload.fileType === 'image' ? payload.fileType : 'file'}`);
  return (
    <MediaFrame>
      {source && payload.fileType === 'image' && <img src={source} alt={name} loading="lazy" />}
      {source && payload.fileType === 'video' && <video src={source} controls preload="metadata" aria-label={name} />}
      {source && payload.fileType !== 'image' && payload.fileType !== 'video' && (
        <a href={source} target="_blank" rel="noopener noreferrer" download={payload.name || true}>
          {t('message.openFile')}: {name}
        </a>
      )}
      <ChatText text={payload.message} />
    </MediaFrame>
  );
}
