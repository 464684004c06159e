import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Choice, Muted } from './messages.styles';

/**
 * A chat button whose address the address rule refused (javascript:, data:, a protocol-relative
 * host...): never a link; tapping it says why nothing opens (issue 16).
 */
export function RefusedChoice({ title, chip }: { title: string; chip: boolean }) {
  const { t } = useTranslation('errors');
  const [told, setTold] = useState(false);
  return (
    <>
      <Choice as="button" type="button" $chip={chip} onClick={() => setTold(true)}>
        {title}
      </Choice>
      {told && <Muted role="alert">{t('unsafeAddress')}</Muted>}
    </>
  );
}

/** In place of a picture or video whose address was refused. */
export function RefusedPicture() {
  const { t } = useTranslation('errors');
  return <Muted>{t('unsafeImage')}</Muted>;
}
