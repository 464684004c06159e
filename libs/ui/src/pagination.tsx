import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paginationRange } from './pagination-range';

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(3)};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

const PageButton = styled.button<{ $current?: boolean }>`
  min-width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.small};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme, $current }) => ($current ? theme.color.primary : theme.color.surface)};
  color: ${({ theme, $current }) => ($current ? theme.color.primaryText : theme.color.text)};
  cursor: pointer;
  &:disabled {
    opacity: 0.4;
    cursor: default;
  }
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page buttons: three pages before the current one and one after (spec section 9). */
export function Pagination({ page, totalPages, onChange }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('pagination.label')}>
      <ul>
        <li>
          <PageButton type="button" onClick={() => onChange(page - 1)} disabled={page <= 1} aria-label={t('pagination.previous')}>
            ‹
          </PageButton>
        </li>
        {paginationRange(page, totalPages).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <PageButton
                type="button"
                $current={item === page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('pagination.page', { page: item })}
                onClick={() => onChange(item)}
              >
                {item}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" onClick={() => onChange(page + 1)} disabled={page >= totalPages} aria-label={t('pagination.next')}>
            ›
          </PageButton>
        </li>
      </ul>
    </Nav>
  );
}
