import type { ReactNode } from 'react';
import styled from 'styled-components';

export const FieldWrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

export const FieldLabel = styled.label`
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 700;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const fieldControlStyles = `
  min-height: 48px;
  width: 100%;
  padding: 0 12px;
  border-radius: 10px;
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.color.danger};
`;

const HintText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.small};
  color: ${({ theme }) => theme.color.textMuted};
`;

/**
 * Label, control, then an error (announced to screen readers) and the hint, shared by every form
 * control. The hint stays beside the error: it holds what the error is about (an amount field's
 * minimum and maximum), so it must not vanish just when the member needs it.
 */
export function Field({ id, label, error, hint, children }: { id: string; label: ReactNode; error?: ReactNode; hint?: ReactNode; children: ReactNode }) {
  return (
    <FieldWrapper>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
      {hint && <HintText id={`${id}-hint`}>{hint}</HintText>}
    </FieldWrapper>
  );
}

export function describedBy(id: string, error?: ReactNode, hint?: ReactNode): string | undefined {
  const ids = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
