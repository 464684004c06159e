export { ProfilePage } from './profile/profile-page';
export { StatementPage } from './statement/statement-page';
