import { useCallback, useEffect, useRef, useState } from 'react';
import { SNACKBAR_AUTO_HIDE_MS, type Notification } from '@bess/shared';

interface Shown extends Notification {
  id: number;
}

/** The shell's snackbar queue (spec 8: success, warning, error; each hides itself after 6000 ms). */
export function useSnackbars() {
  const [shown, setShown] = useState<Shown[]>([]);
  const nextId = useRef(0);
  const notify = useCallback((notification: Notification) => {
    nextId.current += 1;
    const id = nextId.current;
    setShown((list) => [...list, { ...notification, id }]);
  }, []);
  const dismiss = useCallback((id: number) => setShown((list) => list.filter((item) => item.id !== id)), []);
  return { shown, notify, dismiss };
}

export interface SnackbarsProps {
  shown: readonly Shown[];
  onDismiss(id: number): void;
}

export function Snackbars({ shown, onDismiss }: SnackbarsProps) {
  return (
    <div className="snackbars" aria-live="polite">
      {shown.map((item) => (
        <Snackbar key={item.id} item={item} onDismiss={onDismiss} />
      ))}
    </div>
  );
}

function Snackbar({ item, onDismiss }: { item: Shown; onDismiss(id: number): void }) {
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(item.id), SNACKBAR_AUTO_HIDE_MS);
    return () => clearTimeout(timer);
  }, [item.id, onDismiss]);
  return (
    <div className="snackbar" role={item.level === 'error' ? 'alert' : 'status'} data-level={item.level}>
      {item.message}
    </div>
  );
}
