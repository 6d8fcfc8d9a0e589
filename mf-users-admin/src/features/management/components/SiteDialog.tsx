import { useEffect, useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { AccessLevel, COUNTRIES, DEFAULT_TIMEZONE, useHost, type Site } from '@bess/shared';
import { useTexts } from '../../../i18n';
import {
  coordinateProblem,
  emptySiteForm,
  nameProblem,
  notNegativeProblem,
  parentOptions,
  pricePairProblem,
  timezoneProblem,
  type SiteFormValues,
} from '../managementRules';
import { ruleOf } from './formRules';

export interface SiteDialogProps {
  open: boolean;
  /** The site being changed; null creates one in `defaultParentId`. */
  site: Site | null;
  defaultParentId: string | null;
  /** A new site's starting values (a site around a device, spec 4); when absent an empty form in `defaultParentId`. */
  initial?: SiteFormValues;
  /** The dialog's title when it is not the plain create or edit. */
  title?: string;
  saving: boolean;
  onSave(values: SiteFormValues): void;
  onCancel(): void;
}

const NUMBER_FIELDS = [
  'pvPeak',
  'gridPowerImportLimit',
  'gridPowerExportLimit',
  'electricityPriceImport',
  'electricityPriceExport',
] as const;

/** Create or change a site: name, group, time zone, country, coordinates, address, installation type, PV peak, grid limits, prices. */
export function SiteDialog({ open, site, defaultParentId, initial, title, saving, onSave, onCancel }: SiteDialogProps) {
  const { t } = useTexts();
  const { configuration } = useHost();
  const [form] = Form.useForm<SiteFormValues>();
  const parents = useMemo(() => parentOptions(configuration, AccessLevel.Installer), [configuration]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (!site) {
      form.setFieldsValue(initial ?? emptySiteForm(defaultParentId));
      return;
    }
    form.setFieldsValue({
      siteName: site.siteName,
      parentId: site.parentId,
      timezone: site.timezone ?? DEFAULT_TIMEZONE,
      country: (site.country as SiteFormValues['country']) ?? null,
      latitude: site.latitude ?? null,
      longitude: site.longitude ?? null,
      address: site.address ?? null,
      installationType: site.installationType ?? null,
      pvPeak: site.pvPeak ?? null,
      gridPowerImportLimit: site.gridPowerImportLimit ?? null,
      gridPowerExportLimit: site.gridPowerExportLimit ?? null,
      electricityPriceImport: site.electricityPriceImport ?? null,
      electricityPriceExport: site.electricityPriceExport ?? null,
    });
  }, [open, site, defaultParentId, initial, form]);

  const parentSelect = [{ value: '', label: t('management.topLevel') }, ...parents];
  return (
    <Modal
      open={open}
      title={title ?? (site ? t('management.editSite') : t('management.createSite'))}
      okText={t('save', { ns: 'common' })}
      cancelText={t('cancel', { ns: 'common' })}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="site"
        onFinish={(values) => onSave({ ...values, parentId: values.parentId || null })}
      >
        <Form.Item name="siteName" label={t('management.name')} rules={[ruleOf(t, nameProblem)]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="parentId"
              label={t('management.parent')}
              getValueProps={(value: string | null) => ({ value: value ?? '' })}
            >
              <Select options={parentSelect} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="timezone" label={t('management.timezone')} rules={[ruleOf(t, timezoneProblem)]}>
              <Input placeholder="Europe/Copenhagen" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="country" label={t('management.country')}>
              <Select allowClear options={COUNTRIES.map((c) => ({ value: c, label: t(c, { ns: 'country' }) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="installationType" label={t('management.installationType')}>
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={t('management.address')}>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="latitude"
              label={t('management.latitude')}
              rules={[ruleOf(t, (v: number | null) => coordinateProblem(v, 90))]}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="longitude"
              label={t('management.longitude')}
              rules={[ruleOf(t, (v: number | null) => coordinateProblem(v, 180))]}
            >
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          {NUMBER_FIELDS.map((field) => (
            <Col span={12} key={field}>
              <Form.Item
                name={field}
                label={t(`management.${field}`)}
                dependencies={field === 'electricityPriceExport' ? ['electricityPriceImport'] : undefined}
                rules={
                  (field === 'electricityPriceExport'
                    ? [
                        ({ getFieldValue }) =>
                          ruleOf(t, (v: number | null) =>
                            pricePairProblem(
                              (getFieldValue('electricityPriceImport') as number | null) ?? null,
                              v ?? null,
                            ),
                          ),
                      ]
                    : field === 'electricityPriceImport'
                      ? []
                      : [ruleOf(t, notNegativeProblem)]) as Rule[]
                }
              >
                <InputNumber style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
        </Row>
      </Form>
    </Modal>
  );
}
