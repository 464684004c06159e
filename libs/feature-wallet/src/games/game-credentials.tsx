import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetGamePasswordMutation, type GameAccountCredentials } from '@wallet/api';
import { ApiErrorText } from '@wallet/api-texts';
import { Button, ConfirmDialog, CopyButton, useSingleFlight, useToast } from '@wallet/ui';
import { Credentials } from './game-account.styles';

/** The account's username and password with copy buttons, and a password reset behind a confirmation. */
export function GameCredentials({ code, credentials }: { code: string; credentials: GameAccountCredentials }) {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const [reset, { isLoading }] = useResetGamePasswordMutation();

  const confirmReset = useSingleFlight(async () => {
    const result = await reset(code);
    setConfirming(false);
    // Success reloads the account data through its cache tag, so the new password shows.
    if (result.error) toast({ message: <ApiErrorText error={result.error} />, tone: 'danger' });
    else toast({ message: t('game.passwordReset'), tone: 'success' });
  });

  return (
    <>
      <Credentials>
        <div>
          <dt>{t('game.username')}</dt>
          <dd>
            <code>{credentials.username}</code>
            <CopyButton text={credentials.username} label={t('game.copyUsername')} />
          </dd>
        </div>
        <div>
          <dt>{t('game.password')}</dt>
          <dd>
            <code>{credentials.password}</code>
            <CopyButton text={credentials.password} label={t('game.copyPassword')} />
          </dd>
        </div>
      </Credentials>
      <Button variant="secondary" money onClick={() => setConfirming(true)} busy={isLoading}>
        {t('game.resetPassword')}
      </Button>
      <ConfirmDialog open={confirming} title={t('game.resetPassword')} onConfirm={confirmReset} onCancel={() => setConfirming(false)} busy={isLoading} money>
        {t('game.resetPasswordConfirm')}
      </ConfirmDialog>
    </>
  );
}
