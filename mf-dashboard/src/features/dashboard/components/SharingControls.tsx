import { useId, useState } from 'react';
import { useTexts } from '../../../i18n';
import { Alert, Button, DatePicker, Input, Popconfirm, Switch } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { formatTimestamp, useHost } from '@bess/shared';
import { useDashboardSharing } from '../hooks/useDashboardSharing';

export interface SharingControlsProps {
  /** The dashboard id (a site's or group's id). */
  id: string;
}

/** The anonymous link of a dashboard (spec 1); the shell serves it without sign-in. */
export function shareLink(origin: string, id: string, token: string): string {
  return `${origin}/dashboard/${encodeURIComponent(id)}?share=${encodeURIComponent(token)}`;
}

/** The browser's own zone: the expiry is picked as a day of the reader's calendar. */
const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * Anonymous sharing of a dashboard (spec 1) for signed-in users whom the server lets change it (`canChange`): a Share
 * button opens a switch 'Share this dashboard'; when on, the link with a Copy button and an optional expiry date.
 * Others see nothing; a failed load shows spec 8's load error in place of the button.
 */
export function SharingControls({ id }: SharingControlsProps) {
  const { t } = useTexts();
  const { notify, user } = useHost();
  const { enabled, query, mutation } = useDashboardSharing(id);
  const [open, setOpen] = useState(false);
  // Turning sharing on gives anyone with the link a view of the dashboard: it is asked first; turning it off is not.
  const [asking, setAsking] = useState(false);
  const switchId = useId();
  const panelId = useId();
  if (!enabled) return null;
  if (query.isError) {
    return <Alert type="error" showIcon title={t('dashboardLoadFailed', { ns: 'error' })} role="alert" />;
  }
  const sharing = query.data;
  if (!sharing?.canChange) return null;
  const link =
    sharing.isEnabled && sharing.shareToken ? shareLink(window.location.origin, id, sharing.shareToken) : null;

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify({ level: 'success', message: t('dashboard.linkCopied') });
    } catch {
      notify({ level: 'warning', message: t('dashboard.copyFailed') });
    }
  };
  const changeExpiry = (date: Dayjs | null) =>
    // The end of the chosen day in the reader's zone: the link works through that whole day.
    mutation.mutate({ isEnabled: true, expiresAt: date ? date.endOf('day').toISOString() : null });

  return (
    <>
      <Button aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        {t('dashboard.share')}
      </Button>
      {open ? (
        <section
          id={panelId}
          aria-label={t('dashboard.anonymousSharing')}
          style={{
            flexBasis: '100%',
            background: '#111c31',
            borderRadius: 12,
            padding: 16,
            display: 'grid',
            gap: 12,
            color: '#f8fafc',
          }}
        >
          <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
            <Popconfirm
              open={asking}
              title={t('dashboard.shareConfirm')}
              okText={t('dashboard.shareConfirmOk')}
              cancelText={t('cancel', { ns: 'common' })}
              onConfirm={() => {
                setAsking(false);
                mutation.mutate({ isEnabled: true });
              }}
              onCancel={() => setAsking(false)}
            >
              <Switch
                id={switchId}
                checked={sharing.isEnabled}
                loading={mutation.isPending}
                onChange={(on) => (on ? setAsking(true) : mutation.mutate({ isEnabled: false }))}
              />
            </Popconfirm>
            <label htmlFor={switchId} style={{ fontWeight: 600 }}>
              {t('dashboard.shareThis')}
            </label>
          </div>
          <p style={{ margin: 0, color: '#cbd5e1' }}>
            {sharing.isEnabled ? t('dashboard.sharingOn') : t('dashboard.sharingOff')}
          </p>
          {link ? (
            <>
              <div style={{ display: 'flex', gap: 8 }}>
                <Input readOnly value={link} aria-label={t('dashboard.link')} onFocus={(e) => e.target.select()} />
                <Button type="primary" onClick={() => void copy()}>
                  {t('dashboard.copyLink')}
                </Button>
              </div>
              <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
                <span>{t('dashboard.expiry')}</span>
                <DatePicker
                  aria-label={t('dashboard.expiry')}
                  value={sharing.expiresAt ? dayjs(sharing.expiresAt) : null}
                  placeholder={t('dashboard.noExpiry')}
                  disabledDate={(date) => date.isBefore(dayjs(), 'day')}
                  disabled={mutation.isPending}
                  onChange={(date) => changeExpiry(date)}
                />
                {sharing.expiresAt ? (
                  <span style={{ color: '#cbd5e1' }}>
                    {t('dashboard.expiresAt', {
                      time: formatTimestamp(sharing.expiresAt, user?.dateFormat, localZone(), 'minutes'),
                    })}
                  </span>
                ) : null}
              </div>
            </>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
