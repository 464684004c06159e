// /version.json is written by every production build (tools/vite/app-version.mts) and never cached
// by the release's nginx nor by the service worker, so it names the release the server has now.

export const VERSION_FILE = '/version.json';

/** The version the site serves now, or null when it cannot be read (offline, between releases). */
export async function readServedVersion(): Promise<string | null> {
  try {
    const answer = await fetch(VERSION_FILE, { cache: 'no-store' });
    if (!answer.ok) return null;
    const { version } = (await answer.json()) as { version?: unknown };
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    return null;
  }
}
