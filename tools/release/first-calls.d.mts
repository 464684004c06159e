export const FIRST_CALLS: string[];
export const HOME_CHUNKS_ID: string;
export function firstCallsScript(apiBase?: string): string;
export function firstCallsHash(apiBase?: string): string;
export const HOME_CHUNK_FILES_LIMIT: number;
export function homeChunkProblems(site: string): string[];
