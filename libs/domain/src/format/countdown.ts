/**
 * QR countdown display, spec §4 and §9: seconds left as 'mm:ss', both zero padded to two digits;
 * minutes keep counting past an hour (3600 -> '60:00'); fractions are dropped; negative, NaN or
 * infinite input gives '00:00' (expired).
 */
export function formatCountdown(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(rest).padStart(2, '0')}`;
}
