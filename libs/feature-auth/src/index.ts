export { AgreementNotice } from './agreement/agreement-notice';
export { ContactPage, type ContactPageProps } from './contact/contact-page';
export { HowtoPage } from './howto/howto-page';
export { LoginPage } from './login/login-page';
export { RegisterPage } from './register/register-page';
