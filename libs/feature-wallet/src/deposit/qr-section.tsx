import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetQrQuery, type DepositBankAccount } from '@wallet/api';
import { bankName } from '@wallet/domain';
import { Select } from '@wallet/ui';
import { Muted } from './deposit.styles';
import { QrPanel } from './qr-panel';

/**
 * Asks each QR provider whether a code of the member's is still waiting, so a reopened modal shows
 * that code instead of making a second one. Creating or cancelling a code reloads every provider.
 */
export function QrProbe({ provider, onLive }: { provider: string; onLive: (provider: string) => void }) {
  const { data } = useGetQrQuery(provider);
  useEffect(() => {
    if (data?.hasQrcode) onLive(provider);
  }, [data, provider, onLive]);
  return null;
}

export interface QrSectionProps {
  providers: readonly DepositBankAccount[];
  /** The provider whose code is waiting, if a probe found one. */
  liveProvider: string | null;
  /** A shown code was paid; `news` is false when the deposit's arrival was already said. */
  onPaid: (news: boolean) => void;
}

/** The QR way to deposit: one panel per provider the server offers (spec sections 2 and 4). */
export function QrSection({ providers, liveProvider, onPaid }: QrSectionProps) {
  const { t, i18n } = useTranslation('wallet');
  const [chosen, setChosen] = useState<string | null>(null);
  if (providers.length === 0) return <Muted>{t('deposit.qr.none')}</Muted>;
  const selected = chosen ?? liveProvider ?? providers[0].bankCode;
  const options = providers.map((account) => ({ value: account.bankCode, label: bankName(account.bank, i18n.language) }));
  return (
    <>
      {providers.length > 1 && <Select label={t('deposit.qr.provider')} options={options} value={selected} onChange={(event) => setChosen(event.target.value)} />}
      <QrPanel key={selected} provider={selected} onPaid={onPaid} />
    </>
  );
}
