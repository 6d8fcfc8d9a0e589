import { useEffect, useMemo } from 'react';
import type { Rule } from 'antd/es/form';
import { Col, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { AccessLevel, COUNTRIES, DEFAULT_TIMEZONE, useHost, type Site } from '@bess/shared';
import { FormProblems, readNumberInput, useSchemaForm } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import {
  emptySiteForm,
  parentOptions,
  pricePairProblem,
  siteCall,
  siteEndpoint,
  timezoneProblem,
  type SiteFormValues,
  type SiteWrite,
} from '../managementRules';
import { ruleOf } from './formRules';

export interface SiteDialogProps {
  open: boolean;
  /** The site being changed; null creates one in `defaultParentId`. */
  site: Site | null;
  defaultParentId: string | null;
  /** A new site's starting values (a site around a device, spec 4); when absent an empty form in `defaultParentId`. */
  initial?: SiteFormValues;
  /** The device a new site is made around (spec 4 POST /CreateSiteAroundDevice); absent for a plain site. */
  aroundDeviceId?: string;
  /** The dialog's title when it is not the plain create or edit. */
  title?: string;
  saving: boolean;
  /** Saves; resolves once stored (the page closes the dialog), rejects with the API's refusal. */
  onSave(values: SiteFormValues): Promise<unknown>;
  onCancel(): void;
}

const NUMBER_FIELDS = [
  'pvPeak',
  'gridPowerImportLimit',
  'gridPowerExportLimit',
  'electricityPriceImport',
  'electricityPriceExport',
] as const;

/**
 * Create or change a site: name, group, time zone, country, coordinates, address, installation type, PV peak, grid
 * limits, prices. The body is checked as the API checks it before it is sent (the same rules and messages as the
 * installer's site step), and every field it or the API refuses is named beside the field.
 */
export function SiteDialog(props: SiteDialogProps) {
  const { open, site, defaultParentId, initial, aroundDeviceId, title, saving, onSave, onCancel } = props;
  const { t } = useTexts();
  const { configuration } = useHost();
  const [form] = Form.useForm<SiteFormValues>();
  const checks = useSchemaForm(form, undefined, open);
  const { clear } = checks;
  const parents = useMemo(() => parentOptions(configuration, AccessLevel.Installer), [configuration]);
  const write: SiteWrite = site
    ? { kind: 'update', siteId: site.siteId }
    : aroundDeviceId
      ? { kind: 'around', deviceId: aroundDeviceId }
      : { kind: 'create' };
  const endpoint = siteEndpoint(write);
  const required = (field: keyof SiteFormValues) => checks.required(endpoint, field);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    clear();
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
  }, [open, site, defaultParentId, initial, form, clear]);

  const submit = async () => {
    const raw = form.getFieldsValue(true) as SiteFormValues;
    const values: SiteFormValues = { ...emptySiteForm(null), ...raw, parentId: raw.parentId || null };
    const call = siteCall(write, values);
    if (!(await checks.check(call))) return;
    try {
      await onSave(values);
    } catch (err) {
      checks.refused(err);
    }
  };

  const parentSelect = [{ value: '', label: t('management.topLevel') }, ...parents];
  return (
    <Modal
      open={open}
      title={title ?? (site ? t('management.editSite') : t('management.createSite'))}
      okText={t('save', { ns: 'common' })}
      cancelText={t('cancel', { ns: 'common' })}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      width={640}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="site"
        onFinish={() => void submit()}
        onValuesChange={checks.onValuesChange}
      >
        <Form.Item name="siteName" label={t('management.name')} required={required('siteName')}>
          <Input autoComplete="off" />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="parentId"
              label={t('management.parent')}
              required={required('parentId')}
              getValueProps={(value: string | null) => ({ value: value ?? '' })}
            >
              <Select options={parentSelect} showSearch={{ optionFilterProp: 'label' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="timezone"
              label={t('management.timezone')}
              required={required('timezone')}
              rules={[ruleOf(t, timezoneProblem)]}
            >
              <Input placeholder="Europe/Copenhagen" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="country" label={t('management.country')} required={required('country')}>
              <Select allowClear options={COUNTRIES.map((c) => ({ value: c, label: t(c, { ns: 'country' }) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="installationType"
              label={t('management.installationType')}
              required={required('installationType')}
            >
              <Input />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="address" label={t('management.address')} required={required('address')}>
          <Input />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item name="latitude" label={t('management.latitude')} required={required('latitude')}>
              <InputNumber style={{ width: '100%' }} parser={readNumberInput} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="longitude" label={t('management.longitude')} required={required('longitude')}>
              <InputNumber style={{ width: '100%' }} parser={readNumberInput} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          {NUMBER_FIELDS.map((field) => (
            <Col span={12} key={field}>
              <Form.Item
                name={field}
                label={t(`management.${field}`)}
                required={required(field)}
                dependencies={field === 'electricityPriceExport' ? ['electricityPriceImport'] : undefined}
                rules={
                  // spec 5: the prices travel as a pair, which the schema cannot say.
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
                    : []) as Rule[]
                }
              >
                <InputNumber style={{ width: '100%' }} parser={readNumberInput} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <FormProblems problems={checks.problems} />
      </Form>
    </Modal>
  );
}
