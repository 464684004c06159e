export interface BuildTarget {
  app: string;
  mode: string;
  name: string;
  baseUrl: string;
  devPort: number;
  devApiPort: number;
  stubPort: number;
}
export declare const BUILDS: Record<'th' | 'la', BuildTarget>;
export declare const TESTED_BUILDS: ('th' | 'la')[];
export declare function stubUrl(build: BuildTarget): string;
