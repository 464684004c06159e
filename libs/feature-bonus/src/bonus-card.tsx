import { useTranslation } from 'react-i18next';
import type { Bonus } from '@wallet/api';
import { bonusTitle, safeAddress, type BonusState } from '@wallet/domain';
import { CardButton, CardText, Marker } from './bonus.styles';
import { useBonusTypeText } from './use-bonus-type-text';

export interface BonusCardProps {
  bonus: Bonus;
  state: BonusState;
  onOpen: (bonus: Bonus) => void;
}

/** One bonus (spec section 2): active with a marker, received to its limit (disabled), or open to receive. */
export function BonusCard({ bonus, state, onOpen }: BonusCardProps) {
  const { t } = useTranslation('bonus');
  const typeText = useBonusTypeText();
  const picture = safeAddress(bonus.banners[0]?.image);
  return (
    <CardButton type="button" $active={state === 'active'} disabled={state === 'exhausted'} aria-current={state === 'active' || undefined} onClick={() => onOpen(bonus)}>
      {picture && <img src={picture} alt={t('card.bannerAlt')} loading="lazy" />}
      <CardText>
        <strong>{bonusTitle(bonus)}</strong>
        <span>{typeText(bonus.type)}</span>
      </CardText>
      {state === 'active' && <Marker $tone="active">{t('card.active')}</Marker>}
      {state === 'exhausted' && <Marker $tone="received">{t('card.received')}</Marker>}
    </CardButton>
  );
}
