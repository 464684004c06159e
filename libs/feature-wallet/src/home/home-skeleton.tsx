import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import { Column, HomeGrid } from './home.styles';

const shimmer = keyframes`
  from { opacity: 0.55; }
  to { opacity: 1; }
`;

const Block = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.color.surface};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Tiles = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${({ theme }) => theme.space(3)};
`;

/** The shapes of home while its first answer is on the way, so nothing jumps when it arrives. */
export function HomeSkeleton() {
  const { t } = useTranslation('common');
  return (
    <HomeGrid aria-busy="true" aria-label={t('loading')}>
      <Column>
        <Block $height={236} />
        <Tiles>
          {Array.from({ length: 6 }, (_, index) => (
            <Block key={index} $height={88} />
          ))}
        </Tiles>
      </Column>
      <Column>
        <RailSkeletons />
      </Column>
    </HomeGrid>
  );
}

/** The game rails' shapes (`count` of them), while home or only its later rails are on the way. */
export function RailSkeletons({ count = 3 }: { count?: number }) {
  return Array.from({ length: count }, (_, index) => <Block key={index} $height={240} />);
}
