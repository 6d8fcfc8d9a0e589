import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useDismiss } from './useDismiss';
import {
  THEME_PREFERENCES,
  accountMenuEntries,
  useHost,
  type AccountMenuEntry,
  type NavigationContext,
  useBaseTexts,
} from '@bess/shared';
import { useSession } from '../auth/session';
import { RemoteDialog } from '../remotes/RemoteDialog';
import { useThemePreferenceContext } from '../theme/ThemePreferenceContext';

export interface AccountMenuProps {
  /** Role and dashboards decide the entries (spec 2); without them (signing in) only Sign out is offered. */
  navigation?: Pick<NavigationContext, 'role' | 'dashboardIds'>;
  /** Opens the settings dialog. */
  onOpenSettings?(): void;
  /**
   * Whether the menu is open, when its owner keeps it: the shell's top bar is drawn anew when the portal finishes
   * loading, and a menu opened meanwhile stays open across that instead of closing under the pointer.
   */
  open?: boolean;
  onOpenChange?(open: boolean): void;
}

/**
 * spec 2: the account menu: the user's initial, {email} and {name}, and entries: Show Dashboard mode (more than one
 * dashboard), Map (partner admin and above), Admin (super admin: the admin panel), Settings, Log (super admin), Sign
 * out. Admin and Log open dialogs from mf-users-admin (ARCHITECTURE 8).
 */
export function AccountMenu({ navigation, onOpenSettings, open: keptOpen, onOpenChange }: AccountMenuProps) {
  const { t } = useBaseTexts();
  const { user, navigate } = useHost();
  const session = useSession();
  const [ownOpen, setOwnOpen] = useState(false);
  const open = keptOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const [dialog, setDialog] = useState<'admin' | 'log' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const theme = useThemePreferenceContext();
  const name = user?.userName ?? session.name;
  const email = user?.userEmail ?? session.email;
  const entries: AccountMenuEntry[] = navigation ? accountMenuEntries(navigation) : ['signOut'];

  const close = useCallback(() => {
    setOpen(false);
    // A menu closed from inside gives the focus back to its button instead of to the page.
    if (root.current?.contains(document.activeElement)) button.current?.focus();
  }, [setOpen]);
  useDismiss(open, root, close);
  // An opened menu takes the focus on its first item, as menus do, so the arrows work at once.
  useEffect(() => {
    if (open) root.current?.querySelector<HTMLElement>('[role="menuitem"], [role="menuitemradio"]')?.focus();
  }, [open]);
  // The menu item that opened a dialog is gone when it closes: the focus goes back to the button.
  const closeDialog = useCallback(() => {
    setDialog(null);
    button.current?.focus();
  }, []);

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
        ref={button}
        onClick={() => setOpen(!open)}
      >
        {(name || email || '?').charAt(0).toUpperCase()}
      </button>
      {open ? (
        <div className="account-menu" role="menu" aria-label={t('account.menu')} onKeyDown={moveFocus}>
          <div className="account-who">
            <strong>{name}</strong>
            <span>{email}</span>
          </div>
          {navigation ? (
            <div role="group" aria-labelledby="account-theme-label" className="account-theme">
              <span id="account-theme-label" className="account-theme-label">
                {t('theme.label')}
              </span>
              {THEME_PREFERENCES.map((preference) => (
                <button
                  key={preference}
                  type="button"
                  role="menuitemradio"
                  aria-checked={theme.preference === preference}
                  onClick={() => theme.setPreference(preference)}
                >
                  {t(`theme.${preference}`)}
                </button>
              ))}
            </div>
          ) : null}
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
          onClose={closeDialog}
        />
      ) : null}
      {dialog === 'log' ? (
        <RemoteDialog title={t('account.log')} remote="mf_users_admin" module="AuditLog" onClose={closeDialog} />
      ) : null}
    </div>
  );
}

/** The arrow keys move between a menu's items, as in any menu; Tab still leaves it. */
function moveFocus(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"], [role="menuitemradio"]'),
  );
  if (items.length === 0) return;
  event.preventDefault();
  const at = items.indexOf(document.activeElement as HTMLElement);
  const down = event.key === 'ArrowDown';
  const next = at < 0 ? (down ? 0 : items.length - 1) : (at + (down ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}
