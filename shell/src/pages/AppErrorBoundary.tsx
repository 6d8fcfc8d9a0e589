import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { SomethingWentWrongPage } from './SomethingWentWrongPage';

/** The last line: an unhandled interface error anywhere shows the generic page (spec 2). */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary
      fallback={<SomethingWentWrongPage />}
      onError={(error, info) => console.error('Unhandled interface error', error, info.componentStack)}
    >
      {children}
    </ErrorBoundary>
  );
}
