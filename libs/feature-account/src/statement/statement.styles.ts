import styled from 'styled-components';
import { PageTitle } from '@wallet/ui';
import type { StatementSign, TransactionStatus } from '@wallet/domain';

export const EntryCards = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The page's title, where paging moves focus (with the list's top): no ring for that programmatic focus. */
export const ListTitle = styled(PageTitle)`
  &:focus {
    outline: none;
  }
`;

/** An entry in the list: the day's heading above the first of each day, then its card. */
export const EntryItem = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** The day the entries below it were made: the cards give only their time. */
export const DayHeading = styled.h2`
  margin: ${({ theme }) => theme.space(2)} 0 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

/** Two lines: what and how much; from where to where, at what time, and its status. */
export const EntryCard = styled.div`
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

export const EntryLine = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
`;

export const EntryTitle = styled.strong`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const EntryMeta = styled.span`
  min-width: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  overflow-wrap: anywhere;
`;

/** A from or to code nobody could name: shown as it is, quieter than a name. */
export const UnknownCode = styled.span`
  font-family: ui-monospace, 'SFMono-Regular', Menlo, monospace;
  font-size: 0.92em;
  opacity: 0.75;
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

/** The page buttons at the end of the list (the page's foot keeps them clear of the chat launcher). */
export const Paging = styled.div`
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** A filtered list's count (or, while it is read, what is happening), announced as it changes. */
export const MatchCount = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;
