// The contact screen's own entry point, shared by the public and member areas, apart from /login.
export { ContactPage, type ContactPageProps } from './contact/contact-page';
