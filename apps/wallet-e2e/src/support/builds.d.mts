export declare const STUB_API_PORT: number;
export declare const BUILDS: Record<'th' | 'la', { app: string; mode: string; baseUrl: string }>;
