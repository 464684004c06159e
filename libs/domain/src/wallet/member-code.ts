/**
 * The member number shown on the profile (spec section 2, 'member number'; section 3, the
 * profile's _id): the last eight characters of the id in capitals, which fit one line on a phone
 * and are enough for support to find the member beside the phone number.
 */
export function memberCode(id: string): string {
  return id.trim().slice(-8).toUpperCase();
}
