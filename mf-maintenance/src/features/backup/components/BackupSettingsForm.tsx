import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, InputNumber } from 'antd';
import {
  hasErrors,
  siteSettingsKeys,
  siteSettingsQueries,
  useHost,
  validateBackupSettings,
  type BackupSettingsForm as FormValues,
  type ValidationErrors,
  type Wire,
} from '@bess/shared';
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
 * The backup settings of a site (spec 3) with spec 5's rules: reserved, min and max SOC 0 to 100, max greater than min,
 * transition delays not below 0, island retry count 0 to 5. Nothing is sent while a rule fails.
 */
export function BackupSettingsForm({ siteId, mayEdit }: BackupSettingsFormProps) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const settings = useQuery(siteSettingsQueries.backup(api, siteId));
  const [edited, setEdited] = useState<Partial<Record<Field, number | string>>>({});
  const [errors, setErrors] = useState<ValidationErrors<Wire.BackupSettings>>({});
  const save = useMutation({
    mutationFn: (body: Wire.UpdateBackupSettingsBody) => api.backup.update(body),
    onSuccess: async () => {
      notify({ level: 'success', message: t('backup.settings.saved') });
      setEdited({});
      await queryClient.invalidateQueries({ queryKey: siteSettingsKeys.backup(siteId) });
    },
    onError: () => notify({ level: 'error', message: t('backupUpdateFailed', { ns: 'error' }) }),
  });

  if (settings.isError) return <Alert type="error" title={t('apiCallFailed', { ns: 'error' })} />;
  const stored = settings.data;
  const valueOf = (field: Field) => (field in edited ? edited[field] : stored?.[field]);
  const submit = () => {
    if (!stored) return;
    const values = Object.fromEntries(FIELDS.map((f) => [f, valueOf(f) ?? ''])) as FormValues;
    const found = validateBackupSettings(values);
    setErrors(found);
    if (hasErrors(found)) return;
    save.mutate({ siteId, ...(values as Omit<Wire.UpdateBackupSettingsBody, 'siteId'>) });
  };

  return (
    <Card title={t('backup.settings.title')} size="small" loading={settings.isPending}>
      <Form layout="vertical" onFinish={submit} disabled={!mayEdit} style={{ maxWidth: 420 }}>
        {FIELDS.map((field) => {
          const error = errors[field];
          return (
            <Form.Item
              key={field}
              label={t(`backup.settings.${field}`)}
              htmlFor={`backup-${field}`}
              validateStatus={error ? 'error' : undefined}
              help={error ? t(error.key, { ns: 'error', ...error.values }) : undefined}
            >
              <InputNumber<number>
                id={`backup-${field}`}
                style={{ width: '100%' }}
                value={(valueOf(field) as number | null | undefined) ?? null}
                onChange={(v) => {
                  setEdited((old) => ({ ...old, [field]: v ?? '' }));
                  setErrors((old) => ({ ...old, [field]: undefined }));
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
}
