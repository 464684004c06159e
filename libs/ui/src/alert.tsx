import type { ReactNode } from 'react';
import styled from 'styled-components';

export type Tone = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div<{ $tone: Tone }>`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.medium};
  border: 1px solid ${({ theme, $tone }) => theme.color[$tone]};
  color: ${({ theme, $tone }) => theme.color[$tone]};
  background: ${({ theme }) => theme.color.surface};
  font-size: ${({ theme }) => theme.font.small};
`;

/** An inline message; danger and warning interrupt screen readers, the others wait. */
export function Alert({ tone = 'info', children }: { tone?: Tone; children: ReactNode }) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Box $tone={tone} role={urgent ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
