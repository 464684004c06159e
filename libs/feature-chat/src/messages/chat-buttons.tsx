import { useTranslation } from 'react-i18next';
import type { ChatButton } from '@wallet/api';
import { chatTelHref, safeAddress } from '@wallet/domain';
import { Choice, ChoiceRow } from './messages.styles';
import { RefusedChoice } from './refused-address';

export interface ChatButtonsProps {
  buttons: readonly ChatButton[] | undefined;
  onPostback: (payload: string) => void;
  /** Quick replies are chips; buttons are a stacked list. */
  chips?: boolean;
}

/**
 * Spec §2, issue 12: 'web' opens a link (only an address safeAddress allows; issue 16), 'call'
 * dials, 'postback' (and quick replies) send the payload.
 */
export function ChatButtons({ buttons, onPostback, chips = false }: ChatButtonsProps) {
  const { t } = useTranslation('chat');
  if (!buttons?.length) return null;
  return (
    <ChoiceRow $chips={chips}>
      {buttons.map((button, index) => {
        if (button.type === 'web') {
          const href = safeAddress(button.payload);
          return href ? (
            <Choice key={index} $chip={chips} href={href} target={href.startsWith('/') ? undefined : '_blank'} rel="noopener noreferrer">
              {button.title}
            </Choice>
          ) : (
            <RefusedChoice key={index} title={button.title} chip={chips} />
          );
        }
        if (button.type === 'call') {
          const href = chatTelHref(button.payload);
          return href ? (
            <Choice key={index} $chip={chips} href={href} aria-label={`${t('message.call')}: ${button.title}`}>
              {button.title}
            </Choice>
          ) : null;
        }
        return (
          <Choice key={index} as="button" type="button" $chip={chips} onClick={() => onPostback(button.payload)}>
            {button.title}
          </Choice>
        );
      })}
    </ChoiceRow>
  );
}
