import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from './button';
import { CopyIcon } from './member-icons';
import { useToast } from './toast';

export interface CopyButtonProps {
  text: string;
  label?: ReactNode;
  variant?: ButtonVariant;
  /** Called once the text is on the clipboard (copying a receiving account's number starts a deposit). */
  onCopied?: () => void;
}

/** Copies text to the clipboard and says so: 'Copied' plus the text, or 'Failed to copy'. */
export function CopyButton({ text, label, variant = 'secondary', onCopied }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ message: `${t('copy.copied')} ${text}`, tone: 'success' });
      onCopied?.();
    } catch {
      toast({ message: t('copy.failed'), tone: 'danger' });
    }
  };
  return (
    // A written label ('Copy account number') may take two lines where a phone is narrow for the
    // member's text size, rather than reach past its sheet (issue 38 item 2).
    <Button variant={variant} onClick={copy} aria-label={label ? undefined : t('action.copy')} long={Boolean(label)}>
      <CopyIcon width={18} height={18} />
      {label}
    </Button>
  );
}
