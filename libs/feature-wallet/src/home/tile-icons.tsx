import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

// Line icons of the home tiles, drawn like the UI kit's on a 24-unit grid.
function TileIcon({ children, ...rest }: IconProps) {
  return (
    <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" {...rest}>
      {children}
    </svg>
  );
}

export const DepositIcon = () => (
  <TileIcon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M12 2v8M9 7l3 3 3-3" />
  </TileIcon>
);
export const WithdrawIcon = () => (
  <TileIcon>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="M12 16V8M9 11l3-3 3 3" />
  </TileIcon>
);
export const WheelIcon = () => (
  <TileIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4" />
  </TileIcon>
);
export const InviteIcon = () => (
  <TileIcon>
    <circle cx="9" cy="8" r="4" />
    <path d="M2 21c1-4 4-6 7-6s6 2 7 6M19 8v6M16 11h6" />
  </TileIcon>
);
export const GiftIcon = () => (
  <TileIcon>
    <rect x="3" y="8" width="18" height="13" rx="2" />
    <path d="M12 8v13M3 12h18M12 8c-2-4-6-4-6-1.5S9 8 12 8zM12 8c2-4 6-4 6-1.5S15 8 12 8z" />
  </TileIcon>
);
export const RefundIcon = () => (
  <TileIcon>
    <path d="M4 12a8 8 0 1 0 2.3-5.6L4 8.5" />
    <path d="M4 4v4.5h4.5M12 8v8M9.5 10h3.5a1.5 1.5 0 0 1 0 3h-2a1.5 1.5 0 0 0 0 3H14" />
  </TileIcon>
);
export const SyncIcon = () => (
  <TileIcon>
    <path d="M20 11a8 8 0 0 0-14.9-3M4 13a8 8 0 0 0 14.9 3" />
    <path d="M4 4v4h4M20 20v-4h-4" />
  </TileIcon>
);
export const CoinIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v10M9.5 9.5h3.5a1.5 1.5 0 0 1 0 3h-2a1.5 1.5 0 0 0 0 3h3.5" />
  </svg>
);
