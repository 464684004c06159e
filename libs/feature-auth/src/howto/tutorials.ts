/** The five tutorials of spec section 2, in the order they are shown; the key names the video file. */
export const TUTORIALS = [
  { key: 'use-wallet', titleKey: 'howto.tutorial.useWallet' },
  { key: 'enter-game', titleKey: 'howto.tutorial.enterGame' },
  { key: 'check-balance', titleKey: 'howto.tutorial.checkBalance' },
  { key: 'receive-bonus', titleKey: 'howto.tutorial.receiveBonus' },
  { key: 'end-bonus', titleKey: 'howto.tutorial.endBonus' },
] as const;

export type Tutorial = (typeof TUTORIALS)[number];
