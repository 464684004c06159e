import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizePromotionCode, validatePromotionCode } from '@wallet/domain';
import { Button, Card, Input } from '@wallet/ui';
import { Row } from './bonus.styles';
import { PromotionModal } from './promotion-modal';

/** The promotion-code search (spec sections 2 and 5): the code is forced to upper case and required. */
export function PromotionForm() {
  const { t } = useTranslation(['bonus', 'errors']);
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [searched, setSearched] = useState<string | null>(null);

  const search = (event: FormEvent) => {
    event.preventDefault();
    const problem = validatePromotionCode(code);
    setMissing(Boolean(problem));
    if (!problem) setSearched(normalizePromotionCode(code));
  };

  return (
    <Card>
      <Row onSubmit={search} noValidate>
        <Input
          label={t('bonus:promotion.label')}
          placeholder={t('bonus:promotion.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          value={code}
          error={missing ? t('errors:validation.promotionCodeRequired') : undefined}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setMissing(false);
          }}
        />
        <Button type="submit">{t('bonus:promotion.search')}</Button>
      </Row>
      {searched && (
        <PromotionModal
          code={searched}
          onClose={() => setSearched(null)}
          onReceived={() => {
            setSearched(null);
            setCode('');
          }}
        />
      )}
    </Card>
  );
}
