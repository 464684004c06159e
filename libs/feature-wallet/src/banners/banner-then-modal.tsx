import { useState, type ReactNode } from 'react';
import { useInviteBannersQuery, useRefundBannersQuery } from '@wallet/api';
import { BannerModal } from './banner-modal';

export type BannerSource = 'invite' | 'refund';

/**
 * Spec section 2: invite and refund first fetch their banner list; if there are banners a carousel
 * modal shows first and closing it opens the modal, otherwise the modal opens at once. A banner
 * list that fails to load is no reason to keep the member from the modal.
 */
export function BannerThenModal({ source, children }: { source: BannerSource; children: ReactNode }) {
  const options = { refetchOnMountOrArgChange: true } as const;
  const invite = useInviteBannersQuery(undefined, { ...options, skip: source !== 'invite' });
  const refund = useRefundBannersQuery(undefined, { ...options, skip: source !== 'refund' });
  const banners = source === 'invite' ? invite : refund;
  const [bannersSeen, setBannersSeen] = useState(false);

  // The shell's delayed loading overlay covers the wait.
  if (banners.isFetching && !banners.isError) return null;
  const list = banners.data?.banners ?? [];
  if (!bannersSeen && list.length > 0) return <BannerModal banners={list} onClose={() => setBannersSeen(true)} />;
  return <>{children}</>;
}
