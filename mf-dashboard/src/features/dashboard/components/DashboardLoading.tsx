import { Spin } from 'antd';
import { useTexts } from '../../../i18n';

/** The loading indicator of the dashboard routes (spec 2: they wait until a site or group exists). */
export function DashboardLoading() {
  const { t } = useTexts();
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, minHeight: '60vh' }}
    >
      <Spin size="large" />
      <span style={{ fontSize: 20 }}>{t('dashboard.loading')}</span>
    </div>
  );
}
