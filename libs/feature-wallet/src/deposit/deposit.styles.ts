import styled from 'styled-components';

/** One receiving account: bank, holder, number with its copy button, mode. */
export const AccountCard = styled.li`
  display: grid;
  /* As wide as the sheet, never as wide as its longest line (issue 38 item 2). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.color.surfaceRaised};
`;

export const AccountList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  list-style: none;
`;

export const AccountHead = styled.div`
  display: flex;
  /* The bank's name and its mode share a line while they fit; at doubled text the mode goes under. */
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 700;
`;

export const ModeBadge = styled.span`
  flex: none;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.round};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 400;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

/** Instructions above a form's first field. */
export const Instruction = styled(Muted)`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** One line of a field's hint (the hint is a paragraph); a long address breaks rather than widen the sheet. */
export const HintLine = styled.span`
  display: block;
  overflow-wrap: anywhere;
`;

/** A caption over a group of buttons, in the look of a field label. */
export const GroupLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
`;

/** A figure to copy (account number, wallet name) with its copy button at the end of the line. */
export const CopyLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.large};
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.02em;
  > span {
    white-space: nowrap;
  }
`;

export const Notes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

export const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

export const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  /* Two a row where a phone is narrow for the member's text size (em follows the browser's text
     setting): '1,000.00' at doubled text is wider than a third of a 390 px sheet (issue 38 item 2). */
  @media (max-width: 19em) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const PresetButton = styled.button<{ $selected: boolean }>`
  min-height: 44px;
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.primary : 'transparent')};
  color: ${({ theme, $selected }) => ($selected ? theme.color.primaryText : theme.color.text)};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
`;

export const QrFrame = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  text-align: center;
  > div,
  > img {
    width: min(240px, 70vw);
    aspect-ratio: 1;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.medium};
    background: #fff;
  }
  svg {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const Countdown = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.title};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.color.primaryStrong};
`;
