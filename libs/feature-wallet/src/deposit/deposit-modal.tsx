import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLookupDepositQuery, useMemberCurrency } from '@wallet/api';
import { splitDepositAccounts } from '@wallet/domain';
import { LeftOutNote, Modal, Tabs, useToast } from '@wallet/ui';
import { LookupProblem } from '../errors/lookup-problem';
import { BankAccounts } from './bank-accounts';
import { DepositNotes } from './deposit-notes';
import { Muted } from './deposit.styles';
import { QrProbe, QrSection } from './qr-section';
import { SlipPanel } from './slip-panel';
import { useDepositInFlight } from './use-deposit-in-flight';
import { WalletPanel } from './wallet-panel';

type Method = 'bank' | 'qr' | 'wallet' | 'slip';

/** Deposit (spec section 2): bank transfer, QR, phone wallet and slip upload; a plain account list when the server says manual. */
export function DepositModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const toast = useToast();
  const lookup = useLookupDepositQuery();
  const currency = useMemberCurrency();
  const inFlight = useDepositInFlight();
  const [chosen, setChosen] = useState<Method | null>(null);
  const [liveProvider, setLiveProvider] = useState<string | null>(null);

  const paid = useCallback((news: boolean) => {
    if (news) toast({ message: t('wallet:deposit.qr.paidToast'), tone: 'success' });
    onClose();
  }, [toast, t, onClose]);

  const modal = (body: ReactNode) => (
    <Modal open steady title={t('wallet:deposit.title')} onClose={onClose} dismissible={!inFlight}>
      {body}
    </Modal>
  );
  if (lookup.isError) return modal(<LookupProblem error={lookup.error} onRetry={lookup.refetch} retrying={lookup.isFetching} />);
  if (!lookup.data) return modal(<Muted aria-busy="true">{t('common:loading')}</Muted>);

  const { transfer, qr } = splitDepositAccounts(lookup.data.banks, currency);
  if (lookup.data.isManual) {
    return modal(
      <>
        <p>{t('wallet:deposit.manual.title')}</p>
        <BankAccounts accounts={transfer} />
        <LeftOutNote count={lookup.data.leftOut} />
        <Muted>{t('wallet:deposit.manual.instruction')}</Muted>
        <DepositNotes notes={['registeredAccountOnly', 'slipWithinHour']} />
      </>,
    );
  }

  const methods: Method[] = [...(transfer.length ? ['bank' as const] : []), ...(qr.length ? ['qr' as const] : []), ...(lookup.data.wallets.length ? ['wallet' as const] : []), 'slip'];
  const selected = chosen ?? (liveProvider ? 'qr' : methods[0]);
  const panels: Record<Method, ReactNode> = {
    bank: (
      <>
        <Muted>{t('wallet:deposit.bank.instruction')}</Muted>
        <BankAccounts accounts={transfer} />
        <DepositNotes notes={['creditedInMinute', 'slipWithinHour', 'registeredAccountOnly']} />
      </>
    ),
    qr: <QrSection providers={qr} liveProvider={liveProvider} onPaid={paid} />,
    wallet: <WalletPanel wallets={lookup.data.wallets} />,
    slip: <SlipPanel />,
  };
  return modal(
    <>
      {qr.map((account) => (
        <QrProbe key={account.bankCode} provider={account.bankCode} onLive={setLiveProvider} />
      ))}
      <Tabs tabs={methods.map((key) => ({ key, label: t(`wallet:deposit.method.${key}`) }))} selected={selected} onSelect={setChosen} label={t('wallet:deposit.chooseMethod')}>
        {panels[selected]}
      </Tabs>
      <LeftOutNote count={lookup.data.leftOut} />
    </>,
  );
}
