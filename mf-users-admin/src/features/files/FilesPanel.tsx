import { useState } from 'react';
import { Button, Card, Flex, Popconfirm, Progress, Space, Table, Upload } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fileKeys, fileQueries, useHost, type Wire } from '@bess/shared';
import { useTexts } from '../../i18n';
import { uploadWithProgress } from './uploadWithProgress';

type Kind = 'bms' | 'configuration';

/** spec 3 and 7: BMS files and device configuration files (super admin): list, upload with progress, convert, delete. */
export function FilesPanel() {
  return (
    <Flex vertical gap="middle">
      <FileList kind="bms" />
      <FileList kind="configuration" />
    </Flex>
  );
}

function FileList({ kind }: { kind: Kind }) {
  const { t } = useTexts();
  const { api, notify } = useHost();
  const queryClient = useQueryClient();
  const bms = useQuery({ ...fileQueries.bms(api), enabled: kind === 'bms' });
  const configuration = useQuery({ ...fileQueries.deviceConfiguration(api), enabled: kind === 'configuration' });
  const list = kind === 'bms' ? bms : configuration;
  const [progress, setProgress] = useState<{ fileName: string; percent: number } | null>(null);
  const key = kind === 'bms' ? fileKeys.bms() : fileKeys.deviceConfiguration();
  const failed = () => notify({ level: 'error', message: t('apiCallFailed', { ns: 'error' }) });

  // spec 7: POST returns the uploadLink; the file is PUT there; for a BMS file PUT /BmsFileConvert follows.
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const created =
        kind === 'bms'
          ? await api.files.createBmsFile({ fileName: file.name })
          : await api.files.createConfigurationFile({ fileName: file.name });
      setProgress({ fileName: file.name, percent: 0 });
      await uploadWithProgress(created.uploadLink, file, (percent) => setProgress({ fileName: file.name, percent }));
      if (kind === 'bms') await api.files.convertBmsFile({ id: created.id });
      return file.name;
    },
    onSuccess: async (fileName) => {
      notify({ level: 'success', message: t('files.uploaded', { fileName }) });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: failed,
    onSettled: () => setProgress(null),
  });
  const convert = useMutation({
    mutationFn: (file: Wire.BmsFile) => api.files.convertBmsFile({ id: file.id }),
    onSuccess: (_a, file) => notify({ level: 'success', message: t('files.converted', { fileName: file.fileName }) }),
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (file: Wire.BmsFile) =>
      kind === 'bms' ? api.files.deleteBmsFile({ id: file.id }) : api.files.deleteConfigurationFile({ id: file.id }),
    onSuccess: async (_a, file) => {
      notify({ level: 'success', message: t('files.deleted', { fileName: file.fileName }) });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: failed,
  });

  return (
    <Card
      size="small"
      title={t(kind === 'bms' ? 'files.bmsFiles' : 'files.configurationFiles')}
      // Beside the upload button on a phone the title wraps by its words rather than being cut.
      styles={{ title: { whiteSpace: 'normal' } }}
      extra={
        <Upload
          showUploadList={false}
          customRequest={({ file }) => upload.mutate(file as File)}
          disabled={upload.isPending}
        >
          <Button loading={upload.isPending}>{t('files.upload')}</Button>
        </Upload>
      }
    >
      {progress && (
        <div aria-label={t('files.uploading', { fileName: progress.fileName })}>
          <Progress percent={progress.percent} size="small" />
        </div>
      )}
      <Table<Wire.BmsFile>
        size="small"
        rowKey="id"
        loading={list.isPending}
        dataSource={list.data ?? []}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
        locale={{ emptyText: t('files.none') }}
        columns={[
          {
            key: 'fileName',
            title: t('columns.fileName', { ns: 'table' }),
            // A name without spaces (cells_2026_calibration.bin) breaks where it must rather than pushing the actions
            // off a phone's screen.
            render: (_v, file) => <span style={{ overflowWrap: 'anywhere' }}>{file.fileName}</span>,
          },
          {
            key: 'actions',
            title: t('columns.actions', { ns: 'table' }),
            render: (_v, file) => (
              <Space wrap>
                {kind === 'bms' && (
                  <Button size="small" onClick={() => convert.mutate(file)}>
                    {t('files.convert')}
                  </Button>
                )}
                <Popconfirm
                  title={t('files.deleteConfirm', { fileName: file.fileName })}
                  okText={t('delete', { ns: 'common' })}
                  cancelText={t('cancel', { ns: 'common' })}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => remove.mutateAsync(file).catch(() => undefined)}
                >
                  <Button size="small" danger>
                    {t('delete', { ns: 'common' })}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}
