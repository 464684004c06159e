export { SpinPage } from './spin-page';
