import { defineConfig } from 'vite';
import { walletAppConfig } from '../../tools/vite/wallet-app-config.mts';

export default defineConfig(({ mode }) => walletAppConfig({ appName: 'wallet-la', devPort: 4201, previewPort: 4301, mode }));
