import { useId, type ButtonHTMLAttributes, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { useMoneyActionPause } from './offline';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** A request is in flight: the button is disabled so a money action cannot be sent twice. */
  busy?: boolean;
  block?: boolean;
  /**
   * The button sends a money or prize action, or opens its confirmation (issue 19): while the
   * browser is offline it is disabled and says why under its label. Nothing is queued meanwhile.
   */
  money?: boolean;
  /**
   * The label is a sentence rather than a short phrase ('I have read and agree', a countdown): it
   * may take two lines, between words, where one would not fit a small phone or large text.
   */
  long?: boolean;
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

// Under the label of a money action waiting for the network.
const Reason = styled.span`
  flex-basis: 100%;
  white-space: normal;
  font-size: ${({ theme }) => theme.font.small};
  font-weight: 400;
`;

const StyledButton = styled.button<{ $variant: ButtonVariant; $block: boolean; $long: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  /* A paused money action's reason takes a line of its own. */
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radius.medium};
  font-weight: 700;
  /* A label is a short phrase kept on one line: Thai and Lao write no spaces, and the browser
     would otherwise break a phrase like 'รับรางวัล' between its words (issue 25). keep-all does
     not hold Thai or Lao in Chromium; nowrap does. */
  white-space: ${({ $long }) => ($long ? 'normal' : 'nowrap')};
  text-wrap: balance;
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

export function Button({ variant = 'primary', busy = false, block = false, money = false, long = false, disabled, children, type = 'button', ...rest }: ButtonProps) {
  const pause = useMoneyActionPause(money);
  const reasonId = useId();
  return (
    <StyledButton
      type={type}
      $variant={variant}
      $block={block}
      $long={long}
      disabled={disabled || busy || pause !== null}
      aria-busy={busy || undefined}
      {...rest}
      {...(pause !== null && { 'aria-describedby': reasonId })}
    >
      {busy && <Spinner aria-hidden="true" />}
      {children}
      {/* Read as the button's description, so its name stays its label. */}
      {pause !== null && (
        <Reason id={reasonId} aria-hidden="true">
          {pause}
        </Reason>
      )}
    </StyledButton>
  );
}
