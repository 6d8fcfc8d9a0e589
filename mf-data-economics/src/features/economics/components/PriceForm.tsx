import { useState } from 'react';
import { Button, Card, Descriptions, Flex, Form, InputNumber, Modal, Typography } from 'antd';
import { useTexts } from '../../../i18n';
import { fieldMessages, formatWithUnit, type FieldError } from '@bess/shared';
import { checkBeforeSending } from '@bess/shared/forms';
import type { Prices } from '../economicsFigures';
import type { PricePair } from '../hooks/useUpdatePrice';

export interface PriceFormProps {
  siteId: string;
  prices: Prices;
  /** spec 9: kr, £ or € by the site's country. */
  currency: string;
  saving: boolean;
  /** Called with a pair the API takes, once the user has confirmed the change. */
  onSave(prices: PricePair): void;
  /** What the API refused of the last save, by its field names (`newPrice`, `newPriceExport`). */
  refused?: readonly FieldError[];
  /** The user may not change the price (below NormalUser on the site): the prices are shown, with no form. */
  readOnly?: boolean;
}

type Field = 'importPrice' | 'exportPrice';
/** The form's fields by the names PUT /UpdatePrice gives them. */
const FIELD_OF: Record<string, Field> = { newPrice: 'importPrice', newPriceExport: 'exportPrice' };

/**
 * The electricity price: import and export per kWh, saved together as a pair (spec 5, spec 7 PUT /UpdatePrice),
 * checked as the API checks it and, because it changes what the site's energy is worth, confirmed with the prices
 * before and after.
 */
export function PriceForm({
  siteId,
  prices,
  currency,
  saving,
  onSave,
  refused = [],
  readOnly = false,
}: PriceFormProps) {
  const { t, i18n } = useTexts();
  const [values, setValues] = useState<Record<Field, number | null>>({
    importPrice: prices.importPrice,
    exportPrice: prices.exportPrice,
  });
  const [checked, setChecked] = useState<readonly FieldError[]>([]);
  const [confirming, setConfirming] = useState<PricePair | null>(null);
  const errors = fieldMessages([...checked, ...refused], (key, vars) => t(key, { ns: 'error', ...vars }));

  const change = (field: Field) => (value: number | null) => {
    setValues((old) => ({ ...old, [field]: value }));
    setChecked((old) => old.filter((e) => FIELD_OF[e.field] !== field));
  };

  const save = async () => {
    const pair = { newPrice: values.importPrice, newPriceExport: values.exportPrice };
    const found = await checkBeforeSending('updatePrice', { siteId, ...pair } as { siteId: string } & PricePair);
    setChecked(found);
    if (found.length === 0) setConfirming(pair as PricePair);
  };

  const shown = (price: number | null) =>
    price === null ? t('economics.noPrice') : formatWithUnit(price, currency, i18n.language, { decimals: 4 });
  const item = (field: Field, apiField: string, labelKey: 'economics.importPrice' | 'economics.exportPrice') => {
    const error = errors.get(apiField);
    return (
      <Form.Item
        label={`${t(labelKey)} (${currency})`}
        htmlFor={`economics-${field}`}
        required
        validateStatus={error ? 'error' : undefined}
        help={error}
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

  return (
    <Card size="small" title={t('economics.electricityPrice')}>
      <Typography.Paragraph>
        {t('economics.currentPrice', {
          importPrice: shown(prices.importPrice),
          exportPrice: shown(prices.exportPrice),
        })}
      </Typography.Paragraph>
      {readOnly ? (
        <Typography.Text type="secondary">{t('economics.priceReadOnly')}</Typography.Text>
      ) : (
        <>
          <Form layout="vertical" onFinish={() => void save()}>
            <Flex wrap gap="middle" align="flex-start">
              {item('importPrice', 'newPrice', 'economics.importPrice')}
              {item('exportPrice', 'newPriceExport', 'economics.exportPrice')}
              <Form.Item label=" ">
                <Button type="primary" htmlType="submit" loading={saving}>
                  {t('economics.updatePrice')}
                </Button>
              </Form.Item>
            </Flex>
          </Form>
          <Modal
            open={confirming !== null}
            title={t('economics.confirmPrice')}
            okText={t('economics.updatePrice')}
            cancelText={t('cancel', { ns: 'common' })}
            onCancel={() => setConfirming(null)}
            onOk={() => {
              if (confirming) onSave(confirming);
              setConfirming(null);
            }}
            destroyOnHidden
          >
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'import',
                  label: t('economics.importPrice'),
                  children: t('economics.priceChange', {
                    before: shown(prices.importPrice),
                    after: shown(confirming?.newPrice ?? null),
                  }),
                },
                {
                  key: 'export',
                  label: t('economics.exportPrice'),
                  children: t('economics.priceChange', {
                    before: shown(prices.exportPrice),
                    after: shown(confirming?.newPriceExport ?? null),
                  }),
                },
              ]}
            />
          </Modal>
        </>
      )}
    </Card>
  );
}
