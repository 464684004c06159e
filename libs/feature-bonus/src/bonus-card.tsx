import { useTranslation } from 'react-i18next';
import type { Bonus } from '@wallet/api';
import type { BonusState } from '@wallet/domain';
import { CardButton, CardText, Marker } from './bonus.styles';

export interface BonusCardProps {
  bonus: Bonus;
  state: BonusState;
  onOpen: (bonus: Bonus) => void;
}

/** One bonus (spec section 2): active with a marker, received to its limit (disabled), or open to receive. */
export function BonusCard({ bonus, state, onOpen }: BonusCardProps) {
  const { t } = useTranslation('bonus');
  const banner = bonus.banners[0];
  return (
    <CardButton type="button" $active={state === 'active'} disabled={state === 'exhausted'} aria-current={state === 'active' || undefined} onClick={() => onOpen(bonus)}>
      {banner && <img src={banner.image} alt={t('card.bannerAlt')} loading="lazy" />}
      <CardText>
        <strong>{bonus.name}</strong>
        <span>{t(`type.${bonus.type}`)}</span>
      </CardText>
      {state === 'active' && <Marker $tone="active">{t('card.active')}</Marker>}
      {state === 'exhausted' && <Marker $tone="received">{t('card.received')}</Marker>}
    </CardButton>
  );
}
