// The installable app's entry in the member menu (issue 29), the part that runs as the app starts:
// it keeps the browser's install prompt, which Chromium offers once and early. What decides the
// entry (install-offer-source.ts) comes later, with the rest of the installable app's part of the
// page, once the page has loaded (update-slot.tsx): this stays small.
import type { InstallOffer } from '@wallet/domain';

/** Chromium's `beforeinstallprompt` event: not in the DOM's types. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

/** What the menu's entry asks: the offer as it stands, and what starts the kept prompt. */
export interface InstallOfferSource {
  offer(): InstallOffer;
  startPrompt(): Promise<void>;
}

// One browser offer per page, kept long before the member area (and its menu) may show.
export const installState = { prompt: null as InstallPromptEvent | null, installed: false, prompting: false, source: null as InstallOfferSource | null };
const listeners = new Set<() => void>();

export function installStateChanged(): void {
  listeners.forEach((listener) => listener());
}

export function onInstallStateChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Hands the menu's entry what decides it; returns what takes it back. */
export function provideInstallOfferSource(source: InstallOfferSource): () => void {
  installState.source = source;
  installStateChanged();
  return () => {
    if (installState.source === source) installState.source = null;
    installStateChanged();
  };
}

function keepPrompt(event: Event) {
  // Chromium's own mini bar stays away; the member menu offers it instead.
  event.preventDefault();
  installState.prompt = event as InstallPromptEvent;
  installStateChanged();
}

function appInstalled() {
  installState.installed = true;
  installState.prompt = null;
  installStateChanged();
}

/**
 * Starts keeping the browser's install prompt (call once, as the app starts). Returns what stops
 * it and forgets what was kept (for tests).
 */
export function captureInstallPrompt(): () => void {
  window.addEventListener('beforeinstallprompt', keepPrompt);
  window.addEventListener('appinstalled', appInstalled);
  return () => {
    window.removeEventListener('beforeinstallprompt', keepPrompt);
    window.removeEventListener('appinstalled', appInstalled);
    Object.assign(installState, { prompt: null, installed: false, prompting: false });
    installStateChanged();
  };
}
