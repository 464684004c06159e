import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

export interface CarouselProps {
  items: readonly ReactNode[];
  /** How many items one page shows (1 for banners and chat cards). */
  perPage?: number;
  label: string;
}

const Region = styled.section`
  position: relative;
`;

const Track = styled.div<{ $perPage: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $perPage }) => $perPage}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

const Arrow = styled.button`
  width: 32px;
  height: 32px;
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.4;
    cursor: default;
  }
`;

const Dot = styled.button<{ $active: boolean }>`
  width: 10px;
  height: 10px;
  padding: 0;
  border-radius: 50%;
  border: none;
  background: ${({ theme, $active }) => ($active ? theme.color.accent : theme.color.border)};
  cursor: pointer;
`;

/**
 * Pages through items a page at a time, with arrows and dots. An arrow at the end is
 * aria-disabled, not disabled: a disabled button would drop the keyboard focus out of a modal
 * (where Escape then no longer reaches it) the moment the last slide shows.
 */
export function Carousel({ items, perPage = 1, label }: CarouselProps) {
  const { t } = useTranslation('common');
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(page, pages - 1);
  const visible = items.slice(current * perPage, current * perPage + perPage);

  return (
    <Region aria-roledescription="carousel" aria-label={label}>
      <Track $perPage={perPage} aria-live="polite">
        {visible.map((item, index) => (
          <div key={current * perPage + index} role="group" aria-roledescription="slide" aria-label={t('carousel.slide', { index: current * perPage + index + 1, count: items.length })}>
            {item}
          </div>
        ))}
      </Track>
      {pages > 1 && (
        <Controls>
          <Arrow type="button" aria-label={t('carousel.previous')} aria-disabled={current === 0} onClick={() => current > 0 && setPage(current - 1)}>
            ‹
          </Arrow>
          {Array.from({ length: pages }, (_, index) => (
            <Dot key={index} type="button" $active={index === current} aria-label={t('pagination.page', { page: index + 1 })} aria-current={index === current || undefined} onClick={() => setPage(index)} />
          ))}
          <Arrow type="button" aria-label={t('carousel.next')} aria-disabled={current === pages - 1} onClick={() => current < pages - 1 && setPage(current + 1)}>
            ›
          </Arrow>
        </Controls>
      )}
    </Region>
  );
}
