import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '@wallet/api-texts';
import { useRegion } from '@wallet/config';
import { canCreateQr, formatMoney, parseTypedAmount, qrLowestAmount, qrPresets, validateQrAmount } from '@wallet/domain';
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
  const [pressed, setPressed] = useState(false);
  // The smallest amount a code accepts: KBANK's 'above 0' enables the button, yet under 1 is refused.
  const lowest = qrLowestAmount(provider, override);
  const problem = amount.trim() === '' ? null : validateQrAmount(provider, amount, override);
  const shownProblem = problem && (pressed || !canCreateQr(provider, amount, override)) ? problem : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPressed(true);
    const value = parseTypedAmount(amount);
    if (value !== null && problem === null && canCreateQr(provider, value, override)) onCreate(value);
  };

  return (
    <form onSubmit={submit} noValidate>
      <GroupLabel id={`${provider}-presets`}>{t('wallet:deposit.qr.presets')}</GroupLabel>
      <Presets role="group" aria-labelledby={`${provider}-presets`}>
        {qrPresets(provider, override).map((preset) => (
          <PresetButton key={preset} type="button" $selected={parseTypedAmount(amount) === preset} aria-pressed={parseTypedAmount(amount) === preset} onClick={() => {
              setAmount(String(preset));
              setPressed(false);
            }}>
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
        hint={t('wallet:deposit.qr.minimum', { min: moneyText(lowest) })}
        error={shownProblem ? t(shownProblem, { min: moneyText(lowest) }) : undefined}
        onChange={(event) => {
          setAmount(event.target.value);
          setPressed(false);
        }}
      />
      <Button type="submit" block money busy={busy} disabled={!canCreateQr(provider, amount, override)}>
        {busy ? t('wallet:deposit.qr.creating') : t('wallet:deposit.qr.create')}
      </Button>
    </form>
  );
}
