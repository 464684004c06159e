export interface BuildTarget {
  app: string;
  mode: string;
  baseUrl: string;
  stubPort: number;
}
export declare const BUILDS: Record<'th' | 'la', BuildTarget>;
export declare function stubUrl(build: BuildTarget): string;
