// The 'Install app' entry of the member menu (issue 29): which way this browser can put the app on
// a home screen, if any. Chromium-based browsers (Android Chrome, desktop Chrome and Edge) offer an
// installation prompt of their own, which the app keeps and starts from the entry; Safari on an
// iPhone or iPad has no prompt, only Share, then 'Add to Home Screen', which the entry explains.
// An app already running from the home screen offers nothing, and neither does a browser that can
// do neither.

/** What the member menu offers: nothing, the browser's own prompt, or the steps for Safari on iOS. */
export type InstallOffer = 'none' | 'prompt' | 'ios-steps';

export interface InstallOfferInput {
  /** The browser's user agent (`navigator.userAgent`). */
  userAgent: string;
  /** `navigator.maxTouchPoints`: an iPad in desktop mode calls itself a Mac but has a touch screen. */
  maxTouchPoints: number;
  /** The app runs installed: `(display-mode: standalone)` matches, or iOS's `navigator.standalone` is true. */
  standalone: boolean;
  /** The browser offered installation (`beforeinstallprompt`) and the prompt is kept, unused. */
  promptCaptured: boolean;
  /** The app was installed in this visit (`appinstalled`, or the member accepted the prompt). */
  installed: boolean;
}

// Browsers on iOS that name themselves, and apps that open pages in a view of their own (LINE,
// Facebook, Instagram): they have no 'Add to Home Screen' where Safari has it.
const OTHER_IOS_BROWSERS = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|GSA\/|FBAN|FBAV|FB_IAB|Instagram|\bLine\/|KAKAOTALK|MicroMessenger/i;

/**
 * Rule: Safari on an iPhone, iPod or iPad. Its user agent names the device, except an iPad's in
 * desktop mode (the default since iPadOS 13), which reads as a Mac's and is told apart by its touch
 * points; Safari itself carries `Version/… Safari/`, which apps' own page views and other browsers
 * (named above) do not or add their name to.
 */
export function isIosSafari({ userAgent, maxTouchPoints }: Pick<InstallOfferInput, 'userAgent' | 'maxTouchPoints'>): boolean {
  const appleMobile = /\b(iPhone|iPad|iPod)\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
  if (!appleMobile) return false;
  return /\bVersion\/[\d.]+.*\bSafari\//.test(userAgent) && !OTHER_IOS_BROWSERS.test(userAgent);
}

/**
 * Rule: the install entry. Nothing once the app runs installed or was installed in this visit; the
 * browser's prompt when one was offered and kept; the Share steps in Safari on iOS, which has no
 * prompt; otherwise nothing (Firefox, desktop Safari, a Chromium that did not offer, such as one
 * where the app is installed already).
 */
export function installOffer(input: InstallOfferInput): InstallOffer {
  if (input.standalone || input.installed) return 'none';
  if (input.promptCaptured) return 'prompt';
  if (isIosSafari(input)) return 'ios-steps';
  return 'none';
}
