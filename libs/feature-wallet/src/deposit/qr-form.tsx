import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '@wallet/api';
import { useRegion } from '@wallet/config';
import { canCreateQr, formatMoney, parseAmount, qrMinimum, qrPresets, validateQrAmount } from '@wallet/domain';
import { Button, Input } from '@wallet/ui';
import { GroupLabel, PresetButton, Presets } from './deposit.styles';

export interface QrFormProps {
  provider: string;
  busy: boolean;
  onCreate: (amount: number) => void;
}

/** Amount for a new QR: the provider's presets or a typed amount, allowed from the provider's minimum (spec sections 5 and 9). */
export function QrForm({ provider, busy, onCreate }: QrFormProps) {
  const { t } = useTranslation(['wallet', 'errors']);
  const moneyText = useMoneyText();
  const override = useRegion().qrMinimumOverride;
  const [amount, setAmount] = useState('');
  const minimum = qrMinimum(provider, override);
  const problem = amount.trim() === '' ? null : validateQrAmount(provider, amount, override);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseAmount(amount);
    if (value !== null && canCreateQr(provider, value, override)) onCreate(value);
  };

  return (
    <form onSubmit={submit} noValidate>
      <GroupLabel id={`${provider}-presets`}>{t('wallet:deposit.qr.presets')}</GroupLabel>
      <Presets role="group" aria-labelledby={`${provider}-presets`}>
        {qrPresets(provider, override).map((preset) => (
          <PresetButton key={preset} type="button" $selected={parseAmount(amount) === preset} aria-pressed={parseAmount(amount) === preset} onClick={() => setAmount(String(preset))}>
            {formatMoney(preset)}
          </PresetButton>
        ))}
      </Presets>
      <Input
        label={t('wallet:deposit.qr.amount')}
        placeholder={t('wallet:deposit.qr.amountPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        hint={minimum > 0 ? t('wallet:deposit.qr.minimum', { min: moneyText(minimum) }) : undefined}
        error={problem ? t(problem, { min: moneyText(minimum) }) : undefined}
        onChange={(event) => setAmount(event.target.value)}
      />
      <Button type="submit" block busy={busy} disabled={!canCreateQr(provider, amount, override)}>
        {busy ? t('wallet:deposit.qr.creating') : t('wallet:deposit.qr.create')}
      </Button>
    </form>
  );
}
