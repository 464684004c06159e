import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { storeToken, useLoginMutation, useLookupActiveQuery } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { validateLogin } from '@wallet/domain';
import { Alert, Button, Card, Input, Page, PageTitle, PasswordField, useDocumentTitle } from '@wallet/ui';
import { endedForInactivity, phoneFromRouteState } from './login-route-state';

const Remember = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  input {
    width: 20px;
    height: 20px;
  }
`;

const Footer = styled.p`
  text-align: center;
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

const ErrorSlot = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;

/** Phone and password, 'remember', inline errors that clear as the member types (spec section 2). */
export function LoginPage() {
  const { t } = useTranslation(['auth']);
  const navigate = useNavigate();
  useDocumentTitle(t('auth:login.title'));
  // Spec section 2: /login first asks whether the site still runs; 'gone' is redirected by the api.
  useLookupActiveQuery();
  const [login, { isLoading }] = useLoginMutation();
  // After registering, the phone just registered is handed over in the router's state (spec section 2).
  const { state } = useLocation();
  const registered = phoneFromRouteState(state);
  const timedOut = endedForInactivity(state);
  const [form, setForm] = useState({ username: registered, password: '', remember: true });
  // What went wrong, not its text: the message is worded at render time, in the language on screen.
  const [error, setError] = useState<{ missing: true } | { failed: unknown } | null>(null);

  const change = (field: 'username' | 'password') => (event: ChangeEvent<HTMLInputElement>) => {
    setForm((current) => ({ ...current, [field]: event.target.value }));
    setError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (validateLogin(form)) {
      setError({ missing: true });
      return;
    }
    const result = await login({ username: form.username.trim(), password: form.password });
    if (result.error) {
      setError({ failed: result.error });
      return;
    }
    storeToken(result.data.token, form.remember);
    navigate('/user', { replace: true });
  };

  return (
    <Page>
      <PageTitle>{t('auth:login.title')}</PageTitle>
      <Card>
        {timedOut && (
          <ErrorSlot>
            <Alert tone="info">{t('auth:login.inactivityEnded')}</Alert>
          </ErrorSlot>
        )}
        <form onSubmit={submit} noValidate>
          <Input label={t('auth:login.username')} placeholder={t('auth:login.usernamePlaceholder')} inputMode="tel" autoComplete="username" value={form.username} onChange={change('username')} />
          <PasswordField label={t('auth:login.password')} placeholder={t('auth:login.passwordPlaceholder')} autoComplete="current-password" value={form.password} onChange={change('password')} />
          <Remember>
            <input type="checkbox" checked={form.remember} onChange={(event) => setForm((current) => ({ ...current, remember: event.target.checked }))} />
            {t('auth:login.remember')}
          </Remember>
          {error && (
            <ErrorSlot>
              <Alert tone="danger">{'failed' in error ? <ApiErrorText error={error.failed} /> : t('auth:login.required')}</Alert>
            </ErrorSlot>
          )}
          <Button type="submit" block busy={isLoading}>
            {t('auth:login.submit')}
          </Button>
        </form>
        <Footer>
          {t('auth:login.noAccount')} <Link to="/register">{t('auth:login.registerLink')}</Link>
        </Footer>
      </Card>
    </Page>
  );
}
