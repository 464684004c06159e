import { mountWallet } from '@wallet/shell';
import { installable, regionConfig } from './config/env';

void mountWallet(document.getElementById('root') as HTMLElement, regionConfig, { installable });
