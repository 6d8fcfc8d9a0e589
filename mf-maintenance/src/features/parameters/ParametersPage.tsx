import { Suspense, lazy, memo, useDeferredValue, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Checkbox, Empty, Flex, Form, Select, Space, Typography } from 'antd';
import {
  ApiError,
  Role,
  SITE_FEATURES,
  fieldMessages,
  parameterKeys,
  parameterQueries,
  useAfterFirstPaint,
  useHost,
  type ConfigRowValues,
  type ConfigValue,
  type FieldError,
  type SiteFeature,
  type Wire,
} from '@bess/shared';
import { describeValue, schemaAtPath, useInputCheck, type InputCheck } from '@bess/shared/forms';
import { useTexts } from '../../i18n';
import { devicePermissions, selectionDevices } from '../shared/selectionDevices';
import { CommandProgress } from '../shared/CommandProgress';
import { useTrackedCommand } from '../shared/useTrackedCommand';
import { ConfigListEditor } from './components/ConfigListEditor';
import { ReportedProperties, type ReportedPropertiesProps } from './components/ReportedProperties';
import { RolloutNotice } from './components/RolloutNotice';
import { SchemaInput } from './components/SchemaInput';
import { fieldOfPath } from './choiceText';
import { parameterChanges } from './parameterChanges';

type Parameters = Wire.DeviceParameters;
type ListField = 'heaterList' | 'clients' | 'fans' | 'heaterboard';
// The firmware card (its steps and confirmation) is below the form, and the dialog of changes opens on Save: each is
// a chunk of its own, fetched and drawn once the tab has painted, so the first paint waits for neither.
const FirmwareUpdate = lazy(() => import('./components/FirmwareUpdate').then((m) => ({ default: m.FirmwareUpdate })));
const ParameterChangesDialog = lazy(() =>
  import('./components/ParameterChangesDialog').then((m) => ({ default: m.ParameterChangesDialog })),
);

const LIST_FIELDS: readonly ListField[] = ['heaterList', 'clients', 'fans', 'heaterboard'];
type ControlField = keyof Parameters['control'];
const CONTROL_FIELDS: readonly ControlField[] = ['pidKI', 'peakShavingGridImportLimit', 'peakShavingGridExportLimit'];
type TextField = 'firmwareBranch' | 'firmwareBuild';
const TEXT_FIELDS: readonly TextField[] = ['firmwareBranch', 'firmwareBuild'];

/** The command a device gets when its parameters change (the server logs it by this name). */
const SET_PARAMETERS_COMMAND = 'setParameters';

/** main/devices, labelled Parameters (spec 2: mobile admin, desktop super admin): one device's parameters. */
export function ParametersPage() {
  const { configuration, selection, user } = useHost();
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
      {/* The rollout calls are the super admin's (server/README.md "Firmware rollouts"). */}
      {user?.isAtLeast(Role.SuperAdmin) && <RolloutNotice key={`rollout-${deviceId}`} deviceId={deviceId} />}
      <DeviceParametersEditor key={deviceId} deviceId={deviceId} />
    </Flex>
  );
}

/**
 * One device's parameters, once its stored parameters and the input check have come. react-query hands an answer to
 * React through useSyncExternalStore, which renders it at once, in one task however large the form; so the editor is
 * drawn from deferred copies of the answers, and React renders the form in slices behind the loading card.
 */
function DeviceParametersEditor({ deviceId }: { deviceId: string }) {
  const { api, configuration, user } = useHost();
  const { t } = useTexts();
  const may = devicePermissions(configuration, user, deviceId);
  const loaded = useQuery({ ...parameterQueries.device(api, deviceId), enabled: may.parameters });
  const reported = useQuery({ ...parameterQueries.reported(api, deviceId), enabled: may.parameters });
  const stored = useDeferredValue(loaded.data);
  const check = useDeferredValue(useInputCheck());
  const reportedNow = useMemo(
    () => ({ data: reported.data, error: reported.error, loading: reported.isPending }),
    [reported.data, reported.error, reported.isPending],
  );
  const reportedShown = useDeferredValue(reportedNow);

  if (!may.parameters) return <Alert type="info" title={t('parameters.noAccess')} />;
  if (loaded.isError) {
    // spec 5 and 8: a 204 (or a failed read) is an unknown device: 'Device does not exist'.
    return <Alert type="error" showIcon title={t('deviceDoesNotExist', { ns: 'error' })} />;
  }
  if (!stored || !check) return <Card loading />;
  return <ParametersForm deviceId={deviceId} stored={stored} check={check} reported={reportedShown} />;
}

interface ParametersFormProps {
  deviceId: string;
  stored: Parameters;
  check: InputCheck;
  reported: ReportedPropertiesProps;
}

/**
 * The typed parameter editor: every field drawn from the schema the API checks (numbers with unit and range,
 * switches, choices, lists of rows), refused values marked beside their field as they are typed, and a save that
 * shows what changes and asks before it is sent. The device's answer then follows in the command log. Memoised, so
 * an answer's urgent render stops above it and only the deferred one draws it.
 */
const ParametersForm = memo(function ParametersForm({ deviceId, stored, check, reported }: ParametersFormProps) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  // The edits; null while nothing is edited, so the stored parameters show (and show again after a save).
  const [edited, setEdited] = useState<Parameters | null>(null);
  const [confirming, setConfirming] = useState(false);
  const painted = useAfterFirstPaint();
  // What the API refused of the last save (a field the form let through: a rule only the server knows).
  const [refused, setRefused] = useState<readonly FieldError[]>([]);
  const { tracked, state, send, clear } = useTrackedCommand(deviceId);
  const draft = edited ?? stored;
  const setDraft = (change: (d: Parameters) => Parameters) => {
    setRefused([]);
    setEdited((old) => change(old ?? stored));
  };

  const schema = check.inputSchemaOf('updateParameters');
  const fieldErrors = [...check.checkInput('updateParameters', draft), ...refused];
  const errors = fieldMessages(fieldErrors, (key, values) => t(key, { ns: 'error', ...values }));
  const changes = parameterChanges(stored, draft);
  const inputOf = (path: string) => describeValue(schemaAtPath(schema, path)).input;
  const setDevice = (patch: Partial<Parameters['device']>) =>
    setDraft((d) => ({ ...d, device: { ...d.device, ...patch } }));
  const setControl = (field: ControlField, value: ConfigValue) =>
    setDraft((d) => ({ ...d, control: { ...d.control, [field]: value } }));

  const save = async () => {
    setConfirming(false);
    const sent = draft;
    const ok = await send(
      SET_PARAMETERS_COMMAND,
      () => api.parameters.update(sent),
      // spec 8: on a failed update the server's errorMessages text, else 'Update failed'.
      t('updateFailed', { ns: 'error' }),
      undefined,
      (error) => {
        if (error instanceof ApiError && error.fieldErrors.length > 0) setRefused(error.fieldErrors);
      },
    );
    if (!ok) return;
    // spec 8 'Succesfully updated parameters', spelled right in the interface (ARCHITECTURE 8).
    notify({ level: 'success', message: t('parametersUpdated', { ns: 'error' }) });
    setEdited(null);
    await queryClient.invalidateQueries({ queryKey: parameterKeys.device(deviceId) });
  };

  const fieldItem = (path: string, label: string, field: ConfigValue, onChange: (value: ConfigValue) => void) => {
    const id = `param-${path.replace(/\./g, '-')}`;
    const error = errors.get(path);
    return (
      <Form.Item
        key={path}
        label={label}
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      >
        <SchemaInput
          id={id}
          size="middle"
          input={inputOf(path)}
          value={field}
          label={label}
          field={fieldOfPath(path)}
          error={error}
          onChange={onChange}
        />
      </Form.Item>
    );
  };

  return (
    <Flex vertical gap="middle">
      <Card title={t('parameters.device')} size="small">
        <Form layout="vertical" style={{ maxWidth: 640 }}>
          {TEXT_FIELDS.map((field) =>
            fieldItem(`device.${field}`, t(`parameters.${field}`), draft.device[field], (value) =>
              setDevice({ [field]: value as string | null }),
            ),
          )}
          <Form.Item
            label={t('parameters.hardwareFeature')}
            htmlFor="param-hardwareFeature"
            validateStatus={errors.has('device.hardwareFeature') ? 'error' : undefined}
            help={errors.get('device.hardwareFeature')}
          >
            <Select
              id="param-hardwareFeature"
              mode="tags"
              placeholder={t('parameters.none')}
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
              path={`device.${field}`}
              // Each list has its own row type; the editor sees any of them field by field, as its schema draws it.
              rows={draft.device[field] as readonly ConfigRowValues[]}
              rowSchema={schemaAtPath(schema, `device.${field}.0`)}
              errors={errors}
              onChange={(rows) => setDevice({ [field]: rows } as Partial<Parameters['device']>)}
            />
          ))}
          <ConfigListEditor
            title={t('parameters.inverterList')}
            path="inverterList"
            rows={draft.inverterList}
            rowSchema={schemaAtPath(schema, 'inverterList.0')}
            errors={errors}
            onChange={(rows) => setDraft((d) => ({ ...d, inverterList: rows }))}
          />
        </Flex>
      </Card>
      <Card title={t('parameters.siteFeatures')} size="small">
        <Checkbox.Group
          aria-label={t('parameters.siteFeatures')}
          value={draft.site.features}
          options={SITE_FEATURES.map((f) => ({ value: f, label: t(`siteFeatures.${f}`, { defaultValue: f }) }))}
          onChange={(values) => setDraft((d) => ({ ...d, site: { features: values as SiteFeature[] } }))}
        />
      </Card>
      <Card title={t('parameters.control')} size="small">
        <Form layout="vertical" style={{ maxWidth: 420 }}>
          {CONTROL_FIELDS.map((field) =>
            fieldItem(`control.${field}`, t(`parameters.${field}`), draft.control[field], (value) =>
              setControl(field, value),
            ),
          )}
        </Form>
      </Card>
      <Space wrap>
        <Button
          type="primary"
          loading={state === 'sending'}
          disabled={changes.length === 0 || fieldErrors.length > 0}
          onClick={() => {
            clear();
            setConfirming(true);
          }}
        >
          {t('parameters.save')}
        </Button>
        <Button disabled={edited === null} onClick={() => setEdited(null)}>
          {t('parameters.reset')}
        </Button>
        <Typography.Text type={fieldErrors.length > 0 ? 'danger' : 'secondary'} role="status">
          {fieldErrors.length > 0
            ? t('validation.checkFields', { ns: 'error' })
            : changes.length > 0
              ? t('parameters.changeCount', { count: changes.length })
              : t('parameters.noChanges')}
        </Typography.Text>
      </Space>
      <CommandProgress tracked={tracked} state={state} />
      {painted && (
        <Suspense fallback={null}>
          <ParameterChangesDialog
            open={confirming}
            deviceId={deviceId}
            schema={schema}
            changes={changes}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void save()}
          />
          <FirmwareUpdate deviceId={deviceId} parameters={stored} />
          {/* Drawn with the firmware card above it, so that it is not pushed down when that card comes. */}
          <ReportedProperties {...reported} />
        </Suspense>
      )}
    </Flex>
  );
});
