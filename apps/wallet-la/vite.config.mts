import { defineConfig } from 'vite';
import { walletAppConfig } from '../../tools/vite/wallet-app-config.mts';

export default defineConfig(walletAppConfig({ appName: 'wallet-la', devPort: 4201, previewPort: 4301 }));
