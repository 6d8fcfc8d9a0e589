import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Flex, Form, Input, InputNumber, Select, Space } from 'antd';
import {
  ApiError,
  SITE_FEATURES,
  clearedToNull,
  parameterKeys,
  parameterQueries,
  useHost,
  type Wire,
  type SiteFeature,
} from '@bess/shared';
import { useTexts } from '../../i18n';
import { devicePermissions, selectionDevices } from '../shared/selectionDevices';
import { ConfigListEditor } from './components/ConfigListEditor';
import { FirmwareUpdate } from './components/FirmwareUpdate';
import { ReportedProperties } from './components/ReportedProperties';

type ListField = 'heaterList' | 'clients' | 'fans' | 'heaterboard';
const LIST_FIELDS: readonly ListField[] = ['heaterList', 'clients', 'fans', 'heaterboard'];
type ControlField = 'pidKI' | 'peakShavingGridImportLimit' | 'peakShavingGridExportLimit';
const CONTROL_FIELDS: readonly ControlField[] = ['pidKI', 'peakShavingGridImportLimit', 'peakShavingGridExportLimit'];

/** main/devices, labelled Parameters (spec 2: mobile admin, desktop super admin): one device's parameters. */
export function ParametersPage() {
  const { configuration, selection } = useHost();
  const { t } = useTexts();
  const devices = useMemo(() => selectionDevices(configuration, selection), [configuration, selection]);
  const [chosen, setChosen] = useState<string | null>(null);
  const deviceId = chosen && devices.some((d) => d.deviceId === chosen) ? chosen : (devices[0]?.deviceId ?? null);
  if (!deviceId) return <Empty description={t('parameters.selectDevice')} />;
  return (
    <Flex vertical gap="middle">
      {devices.length > 1 && (
        <Space>
          <label htmlFor="parameters-device">{t('parameters.device')}</label>
          <Select
            id="parameters-device"
            showSearch
            style={{ minWidth: 240 }}
            value={deviceId}
            onChange={(id: string) => setChosen(id)}
            options={devices.map((d) => ({ value: d.deviceId, label: d.deviceId }))}
          />
        </Space>
      )}
      <DeviceParametersEditor key={deviceId} deviceId={deviceId} />
    </Flex>
  );
}

function DeviceParametersEditor({ deviceId }: { deviceId: string }) {
  const { api, configuration, user, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const may = devicePermissions(configuration, user, deviceId);
  const loaded = useQuery({ ...parameterQueries.device(api, deviceId), enabled: may.parameters });
  const reported = useQuery({ ...parameterQueries.reported(api, deviceId), enabled: may.parameters });
  // The edits; null while nothing is edited, so the stored parameters show (and show again after a save).
  const [edited, setEdited] = useState<Wire.DeviceParameters | null>(null);
  const draft = edited ?? loaded.data ?? null;
  const setDraft = (change: (d: Wire.DeviceParameters | null) => Wire.DeviceParameters | null) =>
    setEdited((old) => change(old ?? loaded.data ?? null));
  const save = useMutation({
    mutationFn: (parameters: Wire.DeviceParameters) => api.parameters.update(parameters),
    onSuccess: async () => {
      // spec 8 'Succesfully updated parameters', spelled right in the interface (ARCHITECTURE 8).
      notify({ level: 'success', message: t('parametersUpdated', { ns: 'error' }) });
      setEdited(null);
      await queryClient.invalidateQueries({ queryKey: parameterKeys.device(deviceId) });
    },
    // spec 8: the server's errorMessages text, else 'Update failed'.
    onError: (error) =>
      notify({
        level: 'error',
        message:
          error instanceof ApiError && error.serverMessage ? error.serverMessage : t('updateFailed', { ns: 'error' }),
      }),
  });

  if (!may.parameters) return <Alert type="info" title={t('parameters.noAccess')} />;
  if (loaded.isError) {
    // spec 5 and 8: a 204 (or a failed read) is an unknown device: 'Device does not exist'.
    return <Alert type="error" showIcon title={t('deviceDoesNotExist', { ns: 'error' })} />;
  }
  if (!draft) return <Card loading />;
  const setDevice = (patch: Partial<Wire.DeviceParameters['device']>) =>
    setDraft((d) => (d ? { ...d, device: { ...d.device, ...patch } } : d));
  const setControl = (field: ControlField, value: number | null) =>
    setDraft((d) => (d ? { ...d, control: { ...d.control, [field]: value } } : d));

  return (
    <Flex vertical gap="middle">
      <Card title={t('parameters.device')} size="small">
        <Form layout="vertical" style={{ maxWidth: 640 }}>
          <Form.Item label={t('parameters.firmwareBranch')} htmlFor="param-firmwareBranch">
            <Input
              id="param-firmwareBranch"
              value={draft.device.firmwareBranch ?? ''}
              onChange={(e) => setDevice({ firmwareBranch: clearedToNull(e.target.value) as string | null })}
            />
          </Form.Item>
          <Form.Item label={t('parameters.firmwareBuild')} htmlFor="param-firmwareBuild">
            <Input
              id="param-firmwareBuild"
              value={draft.device.firmwareBuild ?? ''}
              onChange={(e) => setDevice({ firmwareBuild: clearedToNull(e.target.value) as string | null })}
            />
          </Form.Item>
          <Form.Item label={t('parameters.hardwareFeature')} htmlFor="param-hardwareFeature">
            <Select
              id="param-hardwareFeature"
              mode="tags"
              value={draft.device.hardwareFeature}
              onChange={(values: string[]) => setDevice({ hardwareFeature: values })}
            />
          </Form.Item>
        </Form>
        <Flex vertical gap="small">
          {LIST_FIELDS.map((field) => (
            <ConfigListEditor
              key={field}
              title={t(`parameters.${field}`)}
              rows={draft.device[field]}
              onChange={(rows) => setDevice({ [field]: rows })}
            />
          ))}
          <ConfigListEditor
            title={t('parameters.inverterList')}
            rows={draft.inverterList}
            defaultFields={['json']}
            onChange={(rows) =>
              setDraft((d) =>
                d ? { ...d, inverterList: rows.map((r) => ({ ...r, json: (r.json ?? null) as string | null })) } : d,
              )
            }
          />
        </Flex>
      </Card>
      <Card title={t('parameters.siteFeatures')} size="small">
        <Checkbox.Group
          aria-label={t('parameters.siteFeatures')}
          value={draft.site.features}
          options={SITE_FEATURES.map((f) => ({ value: f, label: t(`siteFeatures.${f}`, { defaultValue: f }) }))}
          onChange={(values) => setDraft((d) => (d ? { ...d, site: { features: values as SiteFeature[] } } : d))}
        />
      </Card>
      <Card title={t('parameters.control')} size="small">
        <Form layout="vertical" style={{ maxWidth: 420 }}>
          {CONTROL_FIELDS.map((field) => (
            <Form.Item key={field} label={t(`parameters.${field}`)} htmlFor={`param-${field}`}>
              <InputNumber<number>
                id={`param-${field}`}
                style={{ width: '100%' }}
                value={draft.control[field]}
                onChange={(v) => setControl(field, typeof v === 'number' ? v : null)}
              />
            </Form.Item>
          ))}
        </Form>
      </Card>
      <Space>
        <Button type="primary" loading={save.isPending} onClick={() => save.mutate(draft)}>
          {t('parameters.save')}
        </Button>
        <Button onClick={() => setEdited(null)}>{t('parameters.reset')}</Button>
      </Space>
      {loaded.data && <FirmwareUpdate deviceId={deviceId} parameters={loaded.data} />}
      <ReportedProperties data={reported.data} error={reported.error} loading={reported.isPending} />
    </Flex>
  );
}
