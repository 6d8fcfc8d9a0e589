import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHost } from '@bess/shared';
import { useSession } from '../auth/session';

/**
 * spec 2: the account menu: the user's initial, {email} and {name}, and Sign out. (Show Dashboard mode, Map, Admin,
 * Settings and Log join it with issue 4.)
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useHost();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const name = user?.userName ?? session.name;
  const email = user?.userEmail ?? session.email;

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

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
          <button type="button" role="menuitem" onClick={() => void session.signOut()}>
            {t('account.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
