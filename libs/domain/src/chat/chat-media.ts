import { safeAddress, safeAddressOn } from '../safety/safe-address';

/** The parts of a media payload (spec §3: message, url flag, fileType, filePath, name) that say where the file is. */
export interface ChatMediaLocation {
  url?: boolean;
  filePath?: string;
}

/**
 * Where a chat file is shown from (spec §3 media payload). The `url` flag says whether filePath is
 * already an address (true) or a path on the API (false; also when a backend leaves the flag out):
 * a path is resolved against the API's base address ('' is this site), not the site's. Either way
 * the result passes the one address rule; null means the file must not be shown.
 */
export function chatMediaAddress({ url, filePath }: ChatMediaLocation, apiBase: string): string | null {
  return url === true ? safeAddress(filePath) : safeAddressOn(apiBase, filePath);
}

/** The `url` flag for a file the member sends: true when the upload answered a whole address, false for a path on the API. */
export function isWholeAddress(path: string): boolean {
  return /^https?:\/\//i.test(path.trim());
}
