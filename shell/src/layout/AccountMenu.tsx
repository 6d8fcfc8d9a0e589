import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from './useDismiss';
import { accountMenuEntries, useHost, type AccountMenuEntry, type NavigationContext } from '@bess/shared';
import { useSession } from '../auth/session';
import { RemoteDialog } from '../remotes/RemoteDialog';

export interface AccountMenuProps {
  /** Role and dashboards decide the entries (spec 2); without them (signing in) only Sign out is offered. */
  navigation?: Pick<NavigationContext, 'role' | 'dashboardIds'>;
  /** Opens the settings dialog. */
  onOpenSettings?(): void;
}

/**
 * spec 2: the account menu: the user's initial, {email} and {name}, and entries: Show Dashboard mode (more than one
 * dashboard), Map (partner admin and above), Admin (super admin: the admin panel), Settings, Log (super admin), Sign
 * out. Admin and Log open dialogs from mf-users-admin (ARCHITECTURE 8).
 */
export function AccountMenu({ navigation, onOpenSettings }: AccountMenuProps) {
  const { t } = useTranslation();
  const { user, navigate } = useHost();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<'admin' | 'log' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const name = user?.userName ?? session.name;
  const email = user?.userEmail ?? session.email;
  const entries: AccountMenuEntry[] = navigation ? accountMenuEntries(navigation) : ['signOut'];

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, root, close);

  const choose = (entry: AccountMenuEntry) => {
    setOpen(false);
    switch (entry) {
      case 'showDashboardMode':
        return navigate('/dashboard');
      case 'map':
        return navigate('/map');
      case 'admin':
      case 'log':
        return setDialog(entry);
      case 'settings':
        return onOpenSettings?.();
      case 'signOut':
        return void session.signOut();
    }
  };

  return (
    <div className="account" ref={root}>
      <button
        type="button"
        className="account-button"
        aria-label={t('account.menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {(name || email || '?').charAt(0).toUpperCase()}
      </button>
      {open ? (
        <div className="account-menu" role="menu" aria-label={t('account.menu')}>
          <div className="account-who">
            <strong>{name}</strong>
            <span>{email}</span>
          </div>
          {entries.map((entry) => (
            <button key={entry} type="button" role="menuitem" onClick={() => choose(entry)}>
              {t(`account.${entry}`)}
            </button>
          ))}
        </div>
      ) : null}
      {dialog === 'admin' ? (
        <RemoteDialog
          title={t('dialogs.adminPanel.title')}
          remote="mf_users_admin"
          module="AdminPanel"
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'log' ? (
        <RemoteDialog
          title={t('account.log')}
          remote="mf_users_admin"
          module="AuditLog"
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
