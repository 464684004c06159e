import type { ReactNode } from 'react';
import styled from 'styled-components';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: ${({ theme }) => theme.layout.topBarHeight};
  padding: 0 ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h1`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.large};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** The app name on the left and actions (language, logout) on the right. */
export function TopBar({ title, actions }: { title: ReactNode; actions?: ReactNode }) {
  return (
    <Bar>
      <Title>{title}</Title>
      {actions}
    </Bar>
  );
}
