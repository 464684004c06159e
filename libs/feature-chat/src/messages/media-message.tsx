import { useTranslation } from 'react-i18next';
import type { ChatPayload } from '@wallet/api';
import { useRegion } from '@wallet/config';
import { chatMediaAddress } from '@wallet/domain';
import { ChatText } from './chat-text';
import { MediaFrame, Muted } from './messages.styles';
import { RefusedPicture } from './refused-address';

/**
 * An image, a video or a file link (spec §2 media); a local preview while the member's own file
 * uploads. The payload's url flag says whether filePath is an address or a path on the API
 * (chatMediaAddress); an address the rule refuses is never shown or linked (issue 16).
 */
export function MediaMessage({ payload, previewUrl }: { payload: ChatPayload; previewUrl?: string }) {
  const { t } = useTranslation(['chat', 'errors']);
  const { apiBase } = useRegion();
  const source = previewUrl ?? chatMediaAddress(payload, apiBase);
  const name = payload.name || t(`chat:message.${payload.fileType === 'video' || payload.fileType === 'image' ? payload.fileType : 'file'}`);
  const picture = payload.fileType === 'image' || payload.fileType === 'video';
  // The member's own file before it is uploaded has no address yet: nothing to refuse.
  const refused = !source && Boolean(payload.filePath);
  return (
    <MediaFrame>
      {source && payload.fileType === 'image' && <img src={source} alt={name} loading="lazy" />}
      {source && payload.fileType === 'video' && <video src={source} controls preload="metadata" aria-label={name} />}
      {source && !picture && (
        <a href={source} target="_blank" rel="noopener noreferrer" download={payload.name || true}>
          {t('chat:message.openFile')}: {name}
        </a>
      )}
      {refused && (picture ? <RefusedPicture /> : <Muted>{t('errors:unsafeAddress')}</Muted>)}
      <ChatText text={payload.message} />
    </MediaFrame>
  );
}
