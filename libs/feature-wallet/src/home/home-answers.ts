import { siteApi, walletApi, type WalletStore } from '@wallet/api';
import { firstScreenImages } from '@wallet/domain';
import { darkTheme, loadSanitizer } from '@wallet/ui';

/** Has the browser fetch `address` now, for an element that will draw it (a card's background or logo). */
function preloadImage(address: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = address;
  document.head.appendChild(link);
}

/**
 * Has the browser fetch the faces the greeting's member name is drawn in (bold, as a heading): a
 * name in the other script (a Thai name on the Laos site) was found only at home's first layout,
 * its face one more download the first paint waited for. Faces load by unicode-range: a name in
 * the build's own script or in Latin letters fetches nothing more.
 */
function preloadFacesOf(text: string): void {
  void document.fonts?.load(`700 1em ${darkTheme.font.family}`, text).catch(() => undefined);
}

/**
 * Asks for what home's first screen draws (the wallet, the site notice) as soon as home's code is
 * here, before home itself renders: its first draw then has them, in one commit, where asking from
 * its own first render drew an empty frame first and the answers a render later. On a member's
 * arrival the document has asked already, and these take its answers (api first-calls); the
 * notice's sanitizer, which the document preloaded, is run too. The first rail's backgrounds and
 * logos are fetched as the wallet comes: asked for by the cards, they arrived after them, and the largest
 * paint of the arrival waited for them; so are the faces of the member's name. Tells when all of it
 * has settled.
 */
export function prefetchHomeAnswers(dispatch: WalletStore['dispatch']): Promise<void> {
  const wallet = dispatch(walletApi.endpoints.getWallet.initiate(undefined, { subscribe: false }));
  void wallet.then(({ data }) => {
    if (!data) return;
    firstScreenImages(data.slots).forEach(preloadImage);
    if (data.profile?.name) preloadFacesOf(data.profile.name);
  });
  const notice = dispatch(siteApi.endpoints.lookupNotice.initiate(undefined, { subscribe: false }));
  const sanitizer = loadSanitizer().catch(() => undefined);
  // Settled whatever they say: a failure is home's to show.
  return Promise.all([wallet, notice, sanitizer]).then(() => undefined);
}
