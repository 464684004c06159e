import { createContext, useContext, type ReactNode } from 'react';
import type { RegionConfig } from './region-config';

const RegionContext = createContext<RegionConfig | null>(null);

export function RegionProvider({ config, children }: { config: RegionConfig; children: ReactNode }) {
  return <RegionContext.Provider value={config}>{children}</RegionContext.Provider>;
}

export function useRegion(): RegionConfig {
  const config = useContext(RegionContext);
  if (!config) throw new Error('useRegion needs a RegionProvider above it');
  return config;
}
