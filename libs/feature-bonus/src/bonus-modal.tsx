import { useTranslation } from 'react-i18next';
import { useActivateBonusMutation, type Bonus } from '@wallet/api';
import { MoneyErrorText } from '@wallet/api-texts';
import { bonusTitle, safeAddress } from '@wallet/domain';
import { Button, Carousel, ConfirmDialog, Modal, SafeHtml, useSingleSuccess, useToast } from '@wallet/ui';
import { Banner, Stack } from './bonus.styles';

export interface BonusModalProps {
  bonus: Bonus;
  /** The member holds this bonus now: only a confirm control, nothing to receive. */
  active: boolean;
  onClose: () => void;
}

/**
 * A bonus's banners, its notice with the fail percentage, and the receive button (spec sections 2
 * and 8): a refusal (BONUS_REMAINING, BONUS_ALREADY_ACTIVE, BONUS_MAX_CLAIMED, BONUS_FULL, ...)
 * is an alert titled with the translated error label; success refreshes the wallet and the cards.
 */
export function BonusModal({ bonus, active, onClose }: BonusModalProps) {
  const { t } = useTranslation(['bonus', 'errors']);
  const toast = useToast();
  const [activate, { isLoading, error, reset }] = useActivateBonusMutation();

  const title = bonusTitle(bonus);
  // Once received the modal closes: a tap that lands before it has must not ask again.
  const receive = useSingleSuccess(async () => {
    const result = await activate(bonus.code);
    if (result.error) return false;
    toast({ message: t('bonus:success.bonus'), tone: 'success' });
    onClose();
    return true;
  });

  const banners = bonus.banners.map((banner, index) => {
    const picture = safeAddress(banner.image);
    return (
      <Banner key={index}>
        {picture && <img src={picture} alt={t('bonus:card.bannerAlt')} />}
        <SafeHtml html={banner.html} />
      </Banner>
    );
  });

  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      dismissible={!isLoading}
      footer={
        active ? (
          <Button block onClick={onClose}>
            {t('bonus:modal.confirm')}
          </Button>
        ) : (
          <Button block money busy={isLoading} onClick={() => void receive()}>
            {t('bonus:modal.receive')}
          </Button>
        )
      }
    >
      <Stack>
        {banners.length > 0 && <Carousel items={banners} label={title} />}
        {active && <p>{t('bonus:modal.alreadyActive')}</p>}
        {/* The notice's placeholder takes the server's percentFail: sanitized like any server text. */}
        <SafeHtml html={t('bonus:modal.notice', { percentFail: bonus.percentFail })} />
      </Stack>
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.bonusActivation')} tone="danger" onConfirm={reset}>
        <MoneyErrorText error={error} />
      </ConfirmDialog>
    </Modal>
  );
}
