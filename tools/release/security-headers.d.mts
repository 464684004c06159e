export interface BuildAddresses {
  apiBase?: string;
  videoBase?: string;
  chatSocket?: string;
  /** VITE_FIELD_REPORTS_URL: a path of the site or an http(s) address; '' is off. */
  fieldReports?: string;
}
export function contentSecurityPolicy(addresses?: BuildAddresses): string;
export function securityHeaders(addresses?: BuildAddresses): [string, string][];
export function addressesOf(env: Record<string, string | undefined>): Required<BuildAddresses>;
export function nginxSecurityHeaders(title: string, headers: [string, string][]): string;
export function modeFile(region: 'th' | 'la'): Record<string, string>;
export function releaseHeadersOf(region: 'th' | 'la'): [string, string][];
