import { useState } from 'react';
import { Button, Card, Flex, Form, InputNumber, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import { formatWithUnit, validateNotNegative, validatePolicyNumber, type ValidationError } from '@bess/shared';
import type { Prices } from '../economicsFigures';
import type { PricePair } from '../hooks/useUpdatePrice';

export interface PriceFormProps {
  prices: Prices;
  /** spec 9: kr, £ or € by the site's country. */
  currency: string;
  saving: boolean;
  /** Called with a valid pair only. */
  onSave(prices: PricePair): void;
}

type Field = 'importPrice' | 'exportPrice';

/** spec 5: a price must be a valid number ('You must fill with a valid number') and not negative. */
function validatePrice(value: number | null): ValidationError | null {
  return validatePolicyNumber(value) ?? validateNotNegative(value);
}

/** The electricity price: import and export per kWh, saved together as a pair (spec 5, spec 7 PUT /UpdatePrice). */
export function PriceForm({ prices, currency, saving, onSave }: PriceFormProps) {
  const { t, i18n } = useTexts();
  const [values, setValues] = useState<Record<Field, number | null>>({
    importPrice: prices.importPrice,
    exportPrice: prices.exportPrice,
  });
  const [errors, setErrors] = useState<Partial<Record<Field, ValidationError>>>({});

  const change = (field: Field) => (value: number | null) => {
    setValues((old) => ({ ...old, [field]: value }));
    setErrors((old) => ({ ...old, [field]: undefined }));
  };

  const save = () => {
    const found: Partial<Record<Field, ValidationError>> = {};
    for (const field of ['importPrice', 'exportPrice'] as const) {
      const error = validatePrice(values[field]);
      if (error) found[field] = error;
    }
    setErrors(found);
    if (found.importPrice || found.exportPrice) return;
    onSave({ newPrice: values.importPrice as number, newPriceExport: values.exportPrice as number });
  };

  const item = (field: Field, labelKey: 'economics.importPrice' | 'economics.exportPrice') => {
    const error = errors[field];
    return (
      <Form.Item
        label={`${t(labelKey)} (${currency})`}
        htmlFor={`economics-${field}`}
        validateStatus={error ? 'error' : undefined}
        help={error ? t(error.key, { ns: 'error', ...error.values }) : undefined}
      >
        <InputNumber<number>
          id={`economics-${field}`}
          value={values[field]}
          onChange={change(field)}
          step={0.01}
          style={{ width: 160 }}
        />
      </Form.Item>
    );
  };

  const shown = (price: number | null) =>
    price === null ? t('economics.noPrice') : formatWithUnit(price, currency, i18n.language, { decimals: 4 });
  return (
    <Card size="small" title={t('economics.electricityPrice')}>
      <Typography.Paragraph>
        {t('economics.currentPrice', {
          importPrice: shown(prices.importPrice),
          exportPrice: shown(prices.exportPrice),
        })}
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={save}>
        <Flex wrap gap="middle" align="flex-start">
          {item('importPrice', 'economics.importPrice')}
          {item('exportPrice', 'economics.exportPrice')}
          <Form.Item label=" ">
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('economics.updatePrice')}
            </Button>
          </Form.Item>
        </Flex>
      </Form>
    </Card>
  );
}
