export const FIRST_CALLS: string[];
export function firstCallsScript(apiBase?: string): string;
export function firstCallsHash(apiBase?: string): string;
