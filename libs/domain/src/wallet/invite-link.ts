/** Prefix of an invite code: the member's _id follows it (spec §2). */
export const INVITE_CODE_PREFIX = 'PR';

/**
 * Invite-a-friend link, spec §2: the site origin (trailing slashes removed) + '/register?code=PR'
 * + the member's _id, URL-encoded.
 */
export function inviteLink(origin: string, memberId: string): string {
  return `${origin.replace(/\/+$/, '')}/register?code=${INVITE_CODE_PREFIX}${encodeURIComponent(memberId)}`;
}
