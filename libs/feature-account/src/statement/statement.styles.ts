import styled from 'styled-components';
import type { StatementSign, TransactionStatus } from '@wallet/domain';

export const EntryCards = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const EntryCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  & > div {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export const EntryMeta = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

/** Coloured by sign and written with it, so colour is never the only signal. */
export const Amount = styled.span<{ $sign: StatementSign }>`
  font-variant-numeric: tabular-nums;
  font-weight: 700;
  white-space: nowrap;
  color: ${({ theme, $sign }) => ($sign === '+' ? theme.color.success : $sign === '-' ? theme.color.danger : theme.color.text)};
  small {
    margin-left: 0.25em;
    font-weight: 400;
  }
`;

export const StatusBadge = styled.span<{ $status: TransactionStatus }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid currentColor;
  font-size: ${({ theme }) => theme.font.small};
  white-space: nowrap;
  color: ${({ theme, $status }) => ({ success: theme.color.success, failed: theme.color.danger, progress: theme.color.warning })[$status]};
`;

/**
 * The page buttons at the end of the list. On a phone the support chat's launcher and its invite
 * bubble float above the bottom menu at the right; the extra room lets the member scroll the
 * buttons clear of them.
 */
export const Paging = styled.div`
  padding-bottom: ${({ theme }) => theme.space(32)};
  ${({ theme }) => theme.media.wide} {
    padding-bottom: 0;
  }
`;
