import type { ButtonHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** A request is in flight: the button is disabled so a money action cannot be sent twice. */
  busy?: boolean;
  block?: boolean;
}

const variants = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
    border-color: ${({ theme }) => theme.color.primary};
  `,
  secondary: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.border};
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.dangerText};
    border-color: ${({ theme }) => theme.color.danger};
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.primaryStrong};
    border-color: transparent;
  `,
};

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.medium};
  font-weight: 700;
  cursor: pointer;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  ${({ $variant }) => variants[$variant]}
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Spinner = styled.span`
  width: 14px;
  height: 14px;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: spin 0.8s linear infinite;
  @keyframes spin {
    to {
      transform: rotate(360deg);
    }
  }
`;

export function Button({ variant = 'primary', busy = false, block = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <Spinner aria-hidden="true" />}
      {children}
    </StyledButton>
  );
}
