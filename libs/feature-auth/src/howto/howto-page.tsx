import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useRegion } from '@wallet/config';
import { Card, Page, PageTitle, PlayIcon, useDocumentTitle, VideoModal } from '@wallet/ui';
import { TUTORIALS, type Tutorial } from './tutorials';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const TutorialButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: none;
  background: transparent;
  color: inherit;
  text-align: left;
  font-weight: 700;
  cursor: pointer;
  img {
    width: 96px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.small};
  }
  svg {
    margin-left: auto;
    color: ${({ theme }) => theme.color.primary};
  }
`;

/** Five tutorial videos, each opening in a video modal (spec section 2). */
export function HowtoPage() {
  const { t } = useTranslation('auth');
  const { howtoVideoBase } = useRegion();
  useDocumentTitle(t('howto.title'));
  const [playing, setPlaying] = useState<Tutorial | null>(null);
  const poster = `${howtoVideoBase}/poster.svg`;
  return (
    <Page>
      <PageTitle>{t('howto.title')}</PageTitle>
      <p>{t('howto.subtitle')}</p>
      <List>
        {TUTORIALS.map((tutorial, index) => (
          <li key={tutorial.key}>
            <Card as="div">
              <TutorialButton type="button" onClick={() => setPlaying(tutorial)}>
                <img src={poster} alt="" loading="lazy" />
                <span>
                  {index + 1}. {t(tutorial.titleKey)}
                </span>
                <PlayIcon aria-label={t('howto.watch')} />
              </TutorialButton>
            </Card>
          </li>
        ))}
      </List>
      {playing && (
        <VideoModal open title={t(playing.titleKey)} src={`${howtoVideoBase}/${playing.key}.mp4`} poster={poster} onClose={() => setPlaying(null)} />
      )}
    </Page>
  );
}
