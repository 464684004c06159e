import { BannerThenModal } from '../banners/banner-then-modal';
import { InviteModal } from './invite-modal';

/** The invite tile's dialog: its banners first when there are any (spec section 2). */
export function InviteDialog({ onClose }: { onClose: () => void }) {
  return (
    <BannerThenModal source="invite">
      <InviteModal onClose={onClose} />
    </BannerThenModal>
  );
}
