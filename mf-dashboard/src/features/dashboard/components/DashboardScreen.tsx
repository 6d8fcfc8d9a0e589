import type { ReactNode } from 'react';
import { useTexts } from '../../../i18n';
import { ConfigProvider, theme } from 'antd';

export interface DashboardScreenProps {
  label: string;
  /** The build of this remote, shown small at the bottom (as on every remote's pages). */
  build?: string;
  children: ReactNode;
}

/** The dark, full-window frame of a wall display. */
export function DashboardScreen({ label, build, children }: DashboardScreenProps) {
  const { t } = useTexts();
  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <main
        aria-label={label}
        style={{
          minHeight: '100vh',
          boxSizing: 'border-box',
          padding: 'clamp(12px, 2vw, 32px)',
          background: '#0b1220',
          color: '#f8fafc',
        }}
      >
        {children}
        {build ? (
          <p style={{ margin: '24px 0 0', fontSize: 12, color: '#94a3b8', background: '#0b1220' }}>
            {t('page.build', { build })}
          </p>
        ) : null}
      </main>
    </ConfigProvider>
  );
}
