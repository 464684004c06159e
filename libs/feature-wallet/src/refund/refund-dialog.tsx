import { BannerThenModal } from '../banners/banner-then-modal';
import { RefundModal } from './refund-modal';

/** The refund tile's dialog: its banners first when there are any (spec section 2). */
export function RefundDialog({ onClose }: { onClose: () => void }) {
  return (
    <BannerThenModal source="refund">
      <RefundModal onClose={onClose} />
    </BannerThenModal>
  );
}
