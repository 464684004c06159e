import { useTranslation } from 'react-i18next';
import { useMemberCurrency, type Coupon } from '@wallet/api';
import { couponWorth, formatMoney } from '@wallet/domain';

/** A coupon's amount as its prize's kind makes it: money, a coin count, or a dash for an item. */
export function CouponAmount({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation('spin');
  const currency = useMemberCurrency();
  const worth = couponWorth(coupon.kind, coupon.amount);
  if (worth.as === 'money') return <>{formatMoney(worth.amount, currency)}</>;
  if (worth.as === 'coins') return <>{t('coins', { count: worth.count })}</>;
  return <>{formatMoney(null)}</>;
}
