import { memo, useDeferredValue, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, InputNumber } from 'antd';
import {
  fieldMessages,
  siteSettingsKeys,
  siteSettingsQueries,
  useHost,
  type FieldError,
  type Wire,
} from '@bess/shared';
import { checkBeforeSending, refusedFields } from '@bess/shared/forms';
import { useTexts } from '../../../i18n';

type Field = Exclude<keyof Wire.BackupSettings, 'siteId'>;
const FIELDS: readonly Field[] = [
  'reservedSoc',
  'minSoc',
  'maxSoc',
  'gridTransitionInterval',
  'gridTransitionOffInterval',
  'islandRetryCount',
];

export interface BackupSettingsFormProps {
  siteId: string;
  /** May change the settings (ScheduleUser level or better); otherwise the form is read-only. */
  mayEdit: boolean;
}

/**
 * The backup settings of a site (spec 3), checked as the API checks them before they are sent (spec 5: reserved, min
 * and max SOC 0 to 100, max greater than min, transition delays not below 0, island retry count 0 to 5): each refused
 * value is named beside its field, and nothing is sent while one is.
 */
export function BackupSettingsForm({ siteId, mayEdit }: BackupSettingsFormProps) {
  const { api } = useHost();
  const { t } = useTexts();
  const settings = useQuery(siteSettingsQueries.backup(api, siteId));
  // react-query hands an answer to React through useSyncExternalStore, which renders it at once, in one task. The form
  // is drawn from a deferred copy of the answer instead, so React renders its fields in slices.
  const stored = useDeferredValue(settings.data);
  if (settings.isError) return <Alert type="error" title={t('apiCallFailed', { ns: 'error' })} />;
  return <SettingsCard siteId={siteId} mayEdit={mayEdit} stored={stored} />;
}

/** The settings' card: loading until the settings have come, then the form. Memoised: the answer draws it deferred. */
const SettingsCard = memo(function SettingsCard({
  siteId,
  mayEdit,
  stored,
}: BackupSettingsFormProps & { stored: Wire.BackupSettings | undefined }) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const [edited, setEdited] = useState<Partial<Record<Field, number | null>>>({});
  const [refused, setRefused] = useState<readonly FieldError[]>([]);
  const errors = fieldMessages(refused, (key, values) => t(key, { ns: 'error', ...values }));
  const save = useMutation({
    mutationFn: (body: Wire.UpdateBackupSettingsBody) => api.backup.update(body),
    onSuccess: async () => {
      notify({ level: 'success', message: t('backup.settings.saved') });
      setEdited({});
      await queryClient.invalidateQueries({ queryKey: siteSettingsKeys.backup(siteId) });
    },
    onError: (error) => {
      // spec 8: backup update failure; a value the API refused is also named beside its field.
      setRefused(refusedFields(error));
      notify({ level: 'error', message: t('backupUpdateFailed', { ns: 'error' }) });
    },
  });

  const valueOf = (field: Field) => (field in edited ? edited[field] : stored?.[field]);
  const submit = async () => {
    if (!stored) return;
    // An emptied field is sent as null, which the schema refuses as missing: the check names it.
    const body = {
      siteId,
      ...Object.fromEntries(FIELDS.map((f) => [f, valueOf(f) ?? null])),
    } as Wire.UpdateBackupSettingsBody;
    const found = await checkBeforeSending('updateBackupSettings', body);
    setRefused(found);
    if (found.length === 0) save.mutate(body);
  };

  return (
    <Card title={t('backup.settings.title')} size="small" loading={!stored}>
      {!mayEdit && <Alert type="info" showIcon title={t('backup.settings.readOnly')} style={{ marginBottom: 16 }} />}
      <Form layout="vertical" onFinish={() => void submit()} disabled={!mayEdit} style={{ maxWidth: 420 }}>
        {FIELDS.map((field) => {
          const error = errors.get(field);
          return (
            <Form.Item
              key={field}
              label={t(`backup.settings.${field}`)}
              htmlFor={`backup-${field}`}
              // A form that cannot be changed asks for nothing: no field is marked as required.
              required={mayEdit}
              validateStatus={error ? 'error' : undefined}
              help={error}
            >
              <InputNumber<number>
                id={`backup-${field}`}
                style={{ width: '100%' }}
                value={(valueOf(field) as number | null | undefined) ?? null}
                onChange={(v) => {
                  setEdited((old) => ({ ...old, [field]: typeof v === 'number' ? v : null }));
                  setRefused((old) => old.filter((e) => e.field !== field));
                }}
              />
            </Form.Item>
          );
        })}
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('backup.settings.save')}
          </Button>
        )}
      </Form>
    </Card>
  );
});
