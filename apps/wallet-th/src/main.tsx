import { mountWallet } from '@wallet/shell';
import { regionConfig } from './config/env';

void mountWallet(document.getElementById('root') as HTMLElement, regionConfig);
