import { BUILDS, stubUrl } from './builds';
import type { Build } from './browser';

/** Calls a /__dev/ control of the stand-in API behind one build (site flags, reset, OTP look-up). */
export async function stubDev(build: Build, route: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${stubUrl(BUILDS[build])}/__dev/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`/__dev/${route} answered ${response.status}`);
  return response.json();
}

let lastStamp = 0;

/**
 * A phone number nobody has registered yet (10 digits, as the Thai rule wants): from the clock,
 * and never the same twice in one run, even for tests running at once in the same millisecond.
 */
export function freshPhone(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return `09${String(lastStamp).slice(-8)}`;
}
