import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Divider,
  Drawer,
  Flex,
  Form,
  Input,
  InputNumber,
  Radio,
  Select,
  Space,
  Table,
  Tag,
  Typography,
} from 'antd';
import { FIRMWARE_TARGET, formatTimestamp, useHost, type FieldError, type Wire } from '@bess/shared';
import { checkBeforeSending, refusedFields } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';
import {
  DEFAULT_ROLLOUT_FORM,
  parseShares,
  previewBody,
  rolloutBody,
  targetText,
  type RolloutFormValues,
} from '../rolloutRules';

export interface RolloutFormProps {
  open: boolean;
  onClose(): void;
  /** Called with the draft the server made. */
  onCreated(rollout: Wire.Rollout): void;
}

/** The form's places for a message, each named by the API field paths it shows. */
type Slot =
  | 'name'
  | 'firmwareBranch'
  | 'firmwareBuild'
  | 'selection'
  | 'canaryCount'
  | 'shares'
  | 'soakMinutes'
  | 'maxFailedPercent'
  | 'installTimeoutMinutes'
  | 'startHour'
  | 'endHour';

/** Where a refused API field is shown: `waves.shares.1` beside the shares, `selection.deviceIds.3` beside the devices. */
function slotOf(field: string): Slot | null {
  if (field === 'name') return 'name';
  if (field === 'target.firmwareBranch') return 'firmwareBranch';
  if (field === 'target.firmwareBuild' || field === 'target') return 'firmwareBuild';
  if (field === 'selection' || field.startsWith('selection.')) return 'selection';
  if (field === 'waves.canaryCount') return 'canaryCount';
  if (field === 'waves' || field.startsWith('waves.shares')) return 'shares';
  if (field === 'soakMinutes') return 'soakMinutes';
  if (field === 'maxFailedShare') return 'maxFailedPercent';
  if (field === 'installTimeoutMinutes') return 'installTimeoutMinutes';
  if (field === 'installWindow.startHour' || field === 'installWindow') return 'startHour';
  if (field === 'installWindow.endHour') return 'endHour';
  return null;
}

/**
 * A new rollout in two steps: the settings, checked as the API checks them with each refusal beside its field, then
 * the preview of its waves and its sites' install windows, which the server computes without storing anything. Only
 * "Create draft" makes it, and a draft changes no device: starting it is a separate, confirmed action.
 */
export function RolloutForm({ open, onClose, onCreated }: RolloutFormProps) {
  const { api, configuration, user, timezone, notify, listedDeviceIds } = useHost();
  const { t } = useTexts();
  const [values, setValues] = useState<RolloutFormValues>(DEFAULT_ROLLOUT_FORM);
  const [problems, setProblems] = useState<readonly FieldError[]>([]);
  const [sharesUnreadable, setSharesUnreadable] = useState(false);
  const [preview, setPreview] = useState<{ body: Wire.CreateRolloutBody; answer: Wire.RolloutPreview } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const messages = useMemo(() => {
    const bySlot = new Map<Slot, string>();
    for (const p of problems) {
      const slot = slotOf(p.field);
      if (slot && !bySlot.has(slot)) bySlot.set(slot, t(p.key, { ns: 'error', ...p.values }));
    }
    if (sharesUnreadable) bySlot.set('shares', t('rollouts.form.badShares'));
    return bySlot;
  }, [problems, sharesUnreadable, t]);
  const unplaced = problems.filter((p) => slotOf(p.field) === null);

  const change = <K extends keyof RolloutFormValues>(key: K, value: RolloutFormValues[K]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setProblems([]);
    setSharesUnreadable(false);
    setPreview(null);
  };

  const close = () => {
    setValues(DEFAULT_ROLLOUT_FORM);
    setProblems([]);
    setPreview(null);
    setFailure(null);
    onClose();
  };

  const showPreview = async () => {
    setFailure(null);
    if (parseShares(values.sharesText) === null) {
      setSharesUnreadable(true);
      return;
    }
    const body = rolloutBody(values);
    const found = await checkBeforeSending('createRollout', body);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      setPreview({ body, answer: await api.rollouts.preview(previewBody(body)) });
    } catch (error) {
      const refused = refusedFields(error);
      setProblems(refused);
      if (refused.length === 0) setFailure(t('rollouts.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const create = async () => {
    if (!preview) return;
    setBusy(true);
    try {
      const rollout = await api.rollouts.create(preview.body);
      notify({ level: 'success', message: t('rollouts.form.created', { name: rollout.name }) });
      setValues(DEFAULT_ROLLOUT_FORM);
      setPreview(null);
      onCreated(rollout);
    } catch (error) {
      const refused = refusedFields(error);
      setProblems(refused);
      setPreview(null);
      if (refused.length === 0) setFailure(t('rollouts.actions.failed'));
    } finally {
      setBusy(false);
    }
  };

  const item = (slot: Slot, label: string, control: React.ReactNode, extra?: string) => {
    const message = messages.get(slot);
    return (
      <Form.Item
        label={label}
        htmlFor={`rollout-${slot}`}
        validateStatus={message ? 'error' : undefined}
        help={message ? <span id={`rollout-${slot}-error`}>{message}</span> : undefined}
        extra={extra}
      >
        {control}
      </Form.Item>
    );
  };
  const numberInput = (slot: Slot, key: keyof RolloutFormValues, props: { disabled?: boolean } = {}) => (
    <InputNumber<number>
      id={`rollout-${slot}`}
      value={values[key] as number | null}
      onChange={(v) => change(key, v as never)}
      style={{ width: 160 }}
      aria-invalid={messages.has(slot) || undefined}
      {...props}
    />
  );

  const time = (value: string | null, zone: string) => formatTimestamp(value, user?.dateFormat, zone, 'minutes');

  return (
    <Drawer
      open={open}
      onClose={close}
      title={t('rollouts.form.title')}
      size={640}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap="small">
          <Button onClick={close}>{t('rollouts.form.cancel')}</Button>
          {preview ? (
            <>
              <Button onClick={() => setPreview(null)}>{t('rollouts.form.edit')}</Button>
              <Button type="primary" loading={busy} onClick={() => void create()}>
                {t('rollouts.form.create')}
              </Button>
            </>
          ) : (
            <Button type="primary" loading={busy} onClick={() => void showPreview()}>
              {t('rollouts.form.preview')}
            </Button>
          )}
        </Flex>
      }
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      {unplaced.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={unplaced.map((p) => t(p.key, { ns: 'error', ...p.values })).join(' ')}
        />
      )}
      {preview ? (
        <RolloutPreviewView preview={preview.answer} body={preview.body} time={time} fallbackZone={timezone} />
      ) : (
        <Form layout="vertical">
          {item(
            'name',
            t('rollouts.form.name'),
            <Input id="rollout-name" value={values.name} onChange={(e) => change('name', e.target.value)} />,
          )}
          <Form.Item label={t('rollouts.form.target')}>
            <Radio.Group
              value={values.targetKind}
              onChange={(e) => change('targetKind', e.target.value as RolloutFormValues['targetKind'])}
              options={[
                { value: 'spec', label: t('rollouts.form.specTarget', { build: targetText(FIRMWARE_TARGET) }) },
                { value: 'other', label: t('rollouts.form.otherTarget') },
              ]}
            />
          </Form.Item>
          {values.targetKind === 'other' && (
            <Flex gap="middle" wrap>
              {item(
                'firmwareBranch',
                t('rollouts.form.branch'),
                <Input
                  id="rollout-firmwareBranch"
                  value={values.firmwareBranch}
                  onChange={(e) => change('firmwareBranch', e.target.value)}
                />,
              )}
              {item(
                'firmwareBuild',
                t('rollouts.form.build'),
                <Input
                  id="rollout-firmwareBuild"
                  value={values.firmwareBuild}
                  onChange={(e) => change('firmwareBuild', e.target.value)}
                />,
              )}
            </Flex>
          )}
          <Divider titlePlacement="start">{t('rollouts.form.devices')}</Divider>
          {messages.has('selection') && (
            <Typography.Text type="danger" id="rollout-selection-error">
              {messages.get('selection')}
            </Typography.Text>
          )}
          <Form.Item label={t('rollouts.form.groups')} htmlFor="rollout-groups">
            <Select
              id="rollout-groups"
              mode="multiple"
              allowClear
              optionFilterProp="label"
              value={values.groupIds}
              onChange={(ids: string[]) => change('groupIds', ids)}
              options={configuration.groups.map((g) => ({ value: g.siteGroupId, label: g.name }))}
            />
          </Form.Item>
          <Form.Item label={t('rollouts.form.sites')} htmlFor="rollout-sites">
            <Select
              id="rollout-sites"
              mode="multiple"
              allowClear
              optionFilterProp="label"
              value={values.siteIds}
              onChange={(ids: string[]) => change('siteIds', ids)}
              options={configuration.sites.map((s) => ({ value: s.siteId, label: s.siteName }))}
            />
          </Form.Item>
          <Form.Item
            label={t('rollouts.form.deviceIds')}
            htmlFor="rollout-devices"
            extra={t('rollouts.form.devicesHint')}
          >
            <Select
              id="rollout-devices"
              mode="multiple"
              allowClear
              optionFilterProp="label"
              value={values.deviceIds}
              onChange={(ids: string[]) => change('deviceIds', ids)}
              options={[...configuration.devices, ...configuration.unparentedDevices].map((d) => ({
                value: d.deviceId,
                label: d.deviceId,
              }))}
            />
          </Form.Item>
          {listedDeviceIds && (
            <Form.Item label={t('rollouts.form.fromList')}>
              {values.listedDeviceIds.length === 0 ? (
                <Button onClick={() => change('listedDeviceIds', [...listedDeviceIds()])}>
                  {t('rollouts.form.takeList')}
                </Button>
              ) : (
                <Flex gap="small" wrap align="center">
                  <Typography.Text>
                    {t('rollouts.form.taken', { count: values.listedDeviceIds.length })}
                  </Typography.Text>
                  <Button onClick={() => change('listedDeviceIds', [])}>{t('rollouts.form.dropList')}</Button>
                </Flex>
              )}
            </Form.Item>
          )}
          <Divider titlePlacement="start">{t('rollouts.form.waves')}</Divider>
          <Flex gap="middle" wrap>
            {item('canaryCount', t('rollouts.form.canaryCount'), numberInput('canaryCount', 'canaryCount'))}
            {item(
              'shares',
              t('rollouts.form.shares'),
              <Input
                id="rollout-shares"
                value={values.sharesText}
                onChange={(e) => change('sharesText', e.target.value)}
              />,
              t('rollouts.form.sharesHint'),
            )}
          </Flex>
          {item('soakMinutes', t('rollouts.form.soakMinutes'), numberInput('soakMinutes', 'soakMinutes'))}
          <Divider titlePlacement="start">{t('rollouts.form.rules')}</Divider>
          <Flex gap="middle" wrap>
            {item(
              'maxFailedPercent',
              t('rollouts.form.maxFailedPercent'),
              numberInput('maxFailedPercent', 'maxFailedPercent'),
            )}
            {item(
              'installTimeoutMinutes',
              t('rollouts.form.installTimeoutMinutes'),
              numberInput('installTimeoutMinutes', 'installTimeoutMinutes'),
            )}
          </Flex>
          <Divider titlePlacement="start">{t('rollouts.form.window')}</Divider>
          <Form.Item>
            <Checkbox checked={values.anyTime} onChange={(e) => change('anyTime', e.target.checked)}>
              {t('rollouts.form.anyTime')}
            </Checkbox>
          </Form.Item>
          <Space wrap>
            {item(
              'startHour',
              t('rollouts.form.startHour'),
              numberInput('startHour', 'startHour', { disabled: values.anyTime }),
            )}
            {item(
              'endHour',
              t('rollouts.form.endHour'),
              numberInput('endHour', 'endHour', { disabled: values.anyTime }),
            )}
          </Space>
        </Form>
      )}
    </Drawer>
  );
}

interface RolloutPreviewViewProps {
  preview: Wire.RolloutPreview;
  body: Wire.CreateRolloutBody;
  time(value: string | null, zone: string): string;
  fallbackZone: string;
}

/** What the draft would be: its waves with their device counts, and each site's install window now. */
function RolloutPreviewView({ preview, body, time, fallbackZone }: RolloutPreviewViewProps) {
  const { t } = useTexts();
  return (
    <Flex vertical gap="middle" role="region" aria-label={t('rollouts.preview.title')}>
      <Typography.Title level={5}>{t('rollouts.preview.title')}</Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'name', label: t('rollouts.form.name'), children: body.name },
          {
            key: 'target',
            label: t('rollouts.detail.target'),
            children: targetText(body.target ?? FIRMWARE_TARGET),
          },
          {
            key: 'devices',
            label: t('rollouts.detail.devices'),
            children: t('rollouts.preview.summary', { count: preview.deviceCount, waves: preview.waves.length }),
          },
        ]}
      />
      {preview.alreadyOnTarget > 0 && (
        <Alert type="info" showIcon title={t('rollouts.preview.alreadyOnTarget', { count: preview.alreadyOnTarget })} />
      )}
      <Table
        size="small"
        pagination={false}
        rowKey="wave"
        dataSource={preview.waves}
        columns={[
          { title: t('rollouts.preview.wave'), dataIndex: 'wave', key: 'wave' },
          { title: t('rollouts.preview.devices'), dataIndex: 'devices', key: 'devices' },
        ]}
      />
      <Table
        size="small"
        pagination={false}
        rowKey={(s) => s.siteId ?? ''}
        dataSource={preview.sites}
        columns={[
          {
            title: t('rollouts.preview.site'),
            key: 'site',
            render: (_, s) => s.siteName ?? s.siteId ?? t('rollouts.preview.noSite'),
          },
          { title: t('rollouts.preview.timezone'), dataIndex: 'timezone', key: 'timezone' },
          { title: t('rollouts.preview.devices'), dataIndex: 'devices', key: 'devices' },
          {
            title: t('rollouts.preview.window'),
            key: 'window',
            render: (_, s) =>
              s.windowOpen ? (
                <Tag color="success">{t('rollouts.preview.windowOpen')}</Tag>
              ) : (
                <Tag>
                  {t('rollouts.preview.windowOpensAt', { time: time(s.windowOpensAt, s.timezone || fallbackZone) })}
                </Tag>
              ),
          },
        ]}
      />
    </Flex>
  );
}
