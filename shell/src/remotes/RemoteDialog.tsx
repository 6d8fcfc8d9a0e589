import { useEffect, useId, useRef } from 'react';
import { DIALOG_Z_INDEX, useBaseTexts } from '@bess/shared';
import type { ExposedModule, RemoteName } from '@bess/shared';
import { RemoteModule } from './RemoteModule';

export interface RemoteDialogProps<R extends RemoteName = RemoteName> {
  title: string;
  remote: R;
  module: ExposedModule<R>;
  onClose(): void;
}

/**
 * A modal dialog whose body is a remote's module (ARCHITECTURE 8: the super admin's Admin and Log open dialogs from
 * mf-users-admin, loaded like any remote). Escape and the close button close it; focus moves into it and back. It is
 * not an antd Modal (antd stays off the first paint), so it takes antd's dialog layer itself: the selects and pickers
 * of the module, which antd draws into document.body, open above it.
 */
export function RemoteDialog<R extends RemoteName>({ title, remote, module, onClose }: RemoteDialogProps<R>) {
  const { t } = useBaseTexts();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // The element that opened the dialog may be gone (a menu item of a closed menu): its owner then takes focus.
      if (before?.isConnected) before.focus();
    };
  }, [onClose]);

  return (
    <div
      className="modal-backdrop"
      style={{ zIndex: DIALOG_Z_INDEX }}
      onMouseDown={(e) => e.target === e.currentTarget && onClose()}
    >
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={dialog}>
        <div className="modal-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" aria-label={t('common:close')} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal-body">
          <RemoteModule remote={remote} module={module} />
        </div>
      </div>
    </div>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog keeps the focus: Tab from its last element goes to its first, Shift+Tab from its
 * first (or from the dialog itself) to its last, instead of into the page behind the backdrop.
 */
function keepFocusInside(dialog: HTMLElement, event: KeyboardEvent) {
  const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0,
  );
  if (items.length === 0) return;
  const first = items[0]!;
  const last = items[items.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
