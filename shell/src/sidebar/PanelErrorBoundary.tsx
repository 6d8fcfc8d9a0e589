import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

export interface PanelErrorBoundaryProps {
  /** Shown instead of the children once they have failed. */
  fallback: ReactNode;
  onError(): void;
  children: ReactNode;
}

/** Keeps a failure of the filters panel (its chunk did not load) inside the sidebar (STYLE principle 4). */
export function PanelErrorBoundary({ fallback, onError, children }: PanelErrorBoundaryProps) {
  return (
    <ErrorBoundary fallback={fallback} onError={() => onError()}>
      {children}
    </ErrorBoundary>
  );
}
