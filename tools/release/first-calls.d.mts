export const FIRST_CALLS: string[];
export const HOME_CHUNKS_FILE: string;
export function firstCallsScript(apiBase?: string): string;
export function firstCallsHash(apiBase?: string): string;
