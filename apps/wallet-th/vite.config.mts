import { defineConfig } from 'vite';
import { walletAppConfig } from '../../tools/vite/wallet-app-config.mts';

export default defineConfig(({ mode }) => walletAppConfig({ appName: 'wallet-th', devPort: 4200, previewPort: 4300, mode }));
