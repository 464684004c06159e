import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegion } from '@wallet/config';
import { Page, PageTitle, PlayIcon, useDocumentTitle, VideoModal } from '@wallet/ui';
import { Caption, Frame, Grid, TutorialButton } from './howto-page.styles';
import { TUTORIALS, type Tutorial } from './tutorials';

/** The frame shown for each video in the list: a fragment a little past the start, so it is not a black first frame. */
const POSTER_FRAME = '#t=0.5';

/** Five tutorial videos, each shown by its own poster frame and opening in a video modal (spec section 2). */
export function HowtoPage() {
  const { t } = useTranslation('auth');
  const { howtoVideoBase } = useRegion();
  useDocumentTitle(t('howto.title'));
  const [playing, setPlaying] = useState<Tutorial | null>(null);
  const videoOf = (tutorial: Tutorial) => `${howtoVideoBase}/${tutorial.key}.mp4`;
  const poster = `${howtoVideoBase}/poster.svg`;
  return (
    <Page>
      <PageTitle>{t('howto.title')}</PageTitle>
      <p>{t('howto.subtitle')}</p>
      <Grid>
        {TUTORIALS.map((tutorial, index) => (
          <li key={tutorial.key}>
            <TutorialButton type="button" onClick={() => setPlaying(tutorial)}>
              <Frame style={{ backgroundImage: `url(${poster})` }}>
                <video src={videoOf(tutorial) + POSTER_FRAME} preload="metadata" muted playsInline tabIndex={-1} aria-hidden="true" />
                <PlayIcon />
              </Frame>
              <Caption>
                {index + 1}. {t(tutorial.titleKey)}
              </Caption>
            </TutorialButton>
          </li>
        ))}
      </Grid>
      {playing && <VideoModal open title={t(playing.titleKey)} src={videoOf(playing)} poster={poster} onClose={() => setPlaying(null)} />}
    </Page>
  );
}
