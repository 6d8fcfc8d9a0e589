import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Typography } from 'antd';
import { documentQueries, useHost } from '@bess/shared';
import { useTexts } from '../../../i18n';

/** Test documents of a device (spec 7): GET /TestDocument/exist lists them; each opens its url in a new tab. */
export function TestDocuments({ deviceId }: { deviceId: string }) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const exist = useQuery(documentQueries.exist(api, deviceId));
  const documents = exist.data?.avaliableDocuments ?? [];
  const open = async (documentType: string) => {
    // The tab is opened at the click, so no pop-up blocker stops it; the link (which expires) is fetched then.
    const tab = window.open('', '_blank');
    try {
      const { url } = await queryClient.fetchQuery(documentQueries.document(api, deviceId, documentType));
      if (tab) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    } catch {
      tab?.close();
      notify({ level: 'error', message: t('apiCallFailed', { ns: 'error' }) });
    }
  };
  return (
    <Card title={t('documents.title')} size="small" loading={exist.isPending}>
      {documents.length === 0 ? (
        <Typography.Text type="secondary">{t('documents.none')}</Typography.Text>
      ) : (
        <Space wrap>
          {documents.map((type) => (
            <Button key={type} onClick={() => void open(type)}>
              {t('documents.open', { type })}
            </Button>
          ))}
        </Space>
      )}
    </Card>
  );
}
