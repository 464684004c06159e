export const FIRST_CALLS: { home: string[]; firstVisit: string[] };
export const SCREEN_FIRST_CALLS: Record<string, string[]>;
export const ARRIVAL_CHUNKS_ID: string;
export function firstCallsScript(apiBase?: string): string;
export function firstCallsHash(apiBase?: string): string;
export const ARRIVAL_CHUNK_FILES_LIMIT: number;
export function arrivalChunkProblems(site: string): string[];
