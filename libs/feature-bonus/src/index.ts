export { BonusPage } from './bonus-page';
