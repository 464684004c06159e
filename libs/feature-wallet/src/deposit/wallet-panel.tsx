import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFixedAmount, useSendTrueLinkMutation, type DepositWallet } from '@wallet/api';
import { depositStarted } from '../deposit-arrival/deposit-started';
import { MoneyErrorText, useMoneyText } from '@wallet/api-texts';
import { checkGiftLink, GIFT_LINK_ADDRESS, LIMITS, phoneWalletModes } from '@wallet/domain';
import { Button, ConfirmDialog, CopyButton, Input, Tabs, useSingleFlight, useToast } from '@wallet/ui';
import { CopyLine, HintLine, Instruction, Muted, Stack } from './deposit.styles';

type WalletMode = 'auto' | 'link';

/**
 * The phone wallet: pay the automatic account, or send a gift link (spec sections 2, 5 and 7). AUTO
 * is the automatic account and any other mode gift-link mode (domain phoneWalletModes).
 */
export function WalletPanel({ wallets }: { wallets: readonly DepositWallet[] }) {
  const { t } = useTranslation('wallet');
  const { auto, link } = phoneWalletModes(wallets);
  const [mode, setMode] = useState<WalletMode>(auto ? 'auto' : 'link');
  if (!auto && !link) return <Muted>{t('deposit.wallet.empty')}</Muted>;
  const body = mode === 'auto' && auto ? <AutoWallet wallet={auto} /> : link ? <GiftLink wallet={link} /> : null;
  if (!auto || !link) return body;
  const tabs = [
    { key: 'auto' as const, label: t('deposit.wallet.mode.auto') },
    { key: 'link' as const, label: t('deposit.wallet.mode.link') },
  ];
  return (
    <Tabs tabs={tabs} selected={mode} onSelect={setMode} label={t('deposit.method.wallet')}>
      {body}
    </Tabs>
  );
}

function AutoWallet({ wallet }: { wallet: DepositWallet }) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <Stack>
      <Muted>{t('wallet:deposit.wallet.autoInstruction')}</Muted>
      <Muted>{t('wallet:deposit.wallet.accountName')}</Muted>
      <CopyLine>
        <span>{wallet.walletAccountName}</span>
        <CopyButton text={wallet.walletAccountName} label={t('common:action.copy')} />
      </CopyLine>
    </Stack>
  );
}

function GiftLink({ wallet }: { wallet: DepositWallet }) {
  const { t } = useTranslation(['wallet', 'errors']);
  const toast = useToast();
  const moneyText = useMoneyText();
  const minimum = useFixedAmount()(LIMITS.TRUE_LINK_MINIMUM);
  const [link, setLink] = useState('');
  const [send, { isLoading, error, reset }] = useSendTrueLinkMutation();
  // Checked before anything is sent: only a gift link of the provider's campaign address goes out, trimmed.
  const checked = checkGiftLink(link);
  const address = `${GIFT_LINK_ADDRESS}?v=…`;

  const sendOnce = useSingleFlight(async () => {
    if (checked.link === null) return;
    const result = await send({ link: checked.link, walletAccountName: wallet.walletAccountName });
    if (result.error) return;
    depositStarted();
    setLink('');
    toast({ message: t('wallet:toast.linkSent'), tone: 'success' });
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sendOnce();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Instruction>{t('wallet:deposit.wallet.linkInstruction')}</Instruction>
      <Input
        label={t('wallet:deposit.wallet.link')}
        placeholder={t('wallet:deposit.wallet.linkPlaceholder')}
        inputMode="url"
        autoComplete="off"
        value={link}
        error={checked.reason === 'wallet:deposit.wallet.linkInvalid' ? t(checked.reason, { address }) : undefined}
        hint={
          <>
            <HintLine>{t('wallet:deposit.wallet.linkForm', { address })}</HintLine>
            {minimum !== null && <HintLine>{t('wallet:deposit.wallet.minimum', { min: moneyText(minimum) })}</HintLine>}
          </>
        }
        onChange={(event) => setLink(event.target.value)}
      />
      <Button type="submit" block money busy={isLoading} disabled={checked.link === null}>
        {t('wallet:deposit.wallet.send')}
      </Button>
      {/* Spec section 8: TRUELINK_DUPLICATE and TRUELINK_INVALID come back translated. */}
      <ConfirmDialog open={Boolean(error)} title={t('errors:label.deposit')} onConfirm={reset}>
        <MoneyErrorText error={error} />
      </ConfirmDialog>
    </form>
  );
}
