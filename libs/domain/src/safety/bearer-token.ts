/** The longest token kept or sent: far above any session token, far below what a server takes in one header. */
export const BEARER_TOKEN_MAX_LENGTH = 4096;

/** RFC 6750's b64token: letters, digits and - . _ ~ + /, then any '=' padding. */
const B64TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * Whether a value can be the member's bearer token (spec section 6: members authenticate with a
 * bearer token every call carries): RFC 6750's token characters, at most BEARER_TOKEN_MAX_LENGTH
 * long. Anything else (a stored value edited, cut short or left by another app, letters no header
 * can carry, a value so long the server refuses the request) is no session: the member logs in.
 */
export function isBearerToken(value: unknown): value is string {
  return typeof value === 'string' && value.length <= BEARER_TOKEN_MAX_LENGTH && B64TOKEN.test(value);
}
