// The web manifest (tools/vite/installable-app.mts) is linked by the page, with the service worker,
// once the first screen is drawn: linked in index.html, the browser fetched it and the icon it
// names beside home's first screen. A browser reads a manifest linked later all the same, and only
// then offers to install the app (install-prompt.ts keeps that offer).

/** Where the build writes the manifest. */
export const WEB_MANIFEST_URL = '/manifest.webmanifest';

/** Links the manifest, once. */
export function linkWebManifest(doc: Document = document): void {
  if (doc.head.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = WEB_MANIFEST_URL;
  doc.head.appendChild(link);
}
