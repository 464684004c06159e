// The registration wizard's own entry point: /login loads without its code (the shell imports it lazily).
export { RegisterPage } from './register/register-page';
