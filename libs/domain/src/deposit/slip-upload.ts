import { LIMITS } from '../limits';
import type { ValidationResult } from '../validation/keys';

/** Image types a slip may have: PNG or JPEG (the slip check reads photos and screenshots only). */
export const SLIP_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

const SLIP_EXTENSIONS: Record<string, (typeof SLIP_IMAGE_TYPES)[number]> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/** What the slip rules need to know of a chosen file. */
export interface SlipFileInfo {
  name: string;
  /** The browser's MIME type ('' when unknown). */
  type: string;
  /** Bytes. */
  size: number;
}

/**
 * The slip lookup's settings (GET /api/lookup/slip, spec §7 "slip settings"). The spec names them
 * without their fields, so any may be missing: upload is then open, never closed, and takes
 * images up to SLIP_DEFAULT_MAX_MB.
 */
export interface SlipUploadSettings {
  enabled?: boolean;
  closedFrom?: string | null;
  closedTo?: string | null;
  maxFileMb?: number;
}

/** The largest slip when the lookup gives no limit: the spec's image limit (§5, §9: images 10 MB). */
export const SLIP_DEFAULT_MAX_MB = LIMITS.CHAT_IMAGE_MAX_MB;

/** The largest slip in MB: the lookup's maxFileMb when it is a positive number, else SLIP_DEFAULT_MAX_MB. */
export function slipMaxFileMb(settings: Pick<SlipUploadSettings, 'maxFileMb'>): number {
  const limit = settings.maxFileMb;
  return typeof limit === 'number' && Number.isFinite(limit) && limit > 0 ? limit : SLIP_DEFAULT_MAX_MB;
}

/**
 * A chosen slip file, spec §7 (POST /api/wallet/slip, multipart) and §8 (SLIP_INVALID_FILE): it
 * must be a PNG or JPEG image whose name and type agree ('errors:validation.slipType'; a type the
 * browser leaves empty is judged by the name), and no larger than the slip lookup's maxFileMb
 * megabytes ('errors:validation.slipTooLarge', UI passes {{max}}). A limit that is not a positive
 * number is not checked.
 */
export function validateSlipFile(
  file: SlipFileInfo,
  maxFileMb: number | null | undefined,
): ValidationResult<'errors:validation.slipType' | 'errors:validation.slipTooLarge'> {
  const dot = file.name.lastIndexOf('.');
  const byName = dot === -1 ? undefined : SLIP_EXTENSIONS[file.name.slice(dot + 1).toLowerCase()];
  const declared = file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  if (!byName || (declared !== '' && declared !== byName)) return 'errors:validation.slipType';
  const limit = typeof maxFileMb === 'number' && maxFileMb > 0 ? maxFileMb * 1024 * 1024 : Infinity;
  return file.size > limit ? 'errors:validation.slipTooLarge' : null;
}

function minutesOf(hhmm: string | null | undefined): number | null {
  const match = hhmm ? /^(\d{2}):(\d{2})$/.exec(hhmm) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * Whether slip upload is closed at `now` (local time), spec §5 ("the daily hours when slip upload is
 * closed", given by the slip lookup): closed when the lookup turns it off (enabled false; a missing
 * flag leaves it open), or when now falls in [closedFrom, closedTo), both 'HH:mm'; a window may run
 * past midnight ('23:00'-'01:00'). Missing or malformed hours mean no closed window.
 */
export function slipUploadClosed(settings: SlipUploadSettings, now: Date): boolean {
  if (settings.enabled === false) return true;
  const from = minutesOf(settings.closedFrom);
  const to = minutesOf(settings.closedTo);
  if (from === null || to === null || from === to) return false;
  const minute = now.getHours() * 60 + now.getMinutes();
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}
