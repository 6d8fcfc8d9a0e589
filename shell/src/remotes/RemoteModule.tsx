import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading } from '../layout/Loading';
import { useHost, type ExposedModule, type RemoteName, useBaseTexts } from '@bess/shared';
import { loadRemoteModule, remoteAutoRetryMs, resetRemote } from './federation';
import { antdStylesheetReady } from '../theme/antdStylesheet';
import { useSettled } from '../render/useSettled';

export interface RemoteModuleProps<R extends RemoteName = RemoteName> {
  remote: R;
  /** Exposed module name, one the registry lists for the remote; its named export of the same name is the component. */
  module: ExposedModule<R>;
}

type Loader = (remote: RemoteName, module: string) => Promise<Record<string, unknown>>;

/** The remote module, drawn in the interface language and the portal's antd theme: one element per load. */
async function loadLocalised(remote: RemoteName, module: string, load: Loader): Promise<ReactElement> {
  // The antd locale wrapper and antd's pre-built styles load beside the remote, so none waits for another.
  const [exports, { AntdLocale }] = await Promise.all([
    load(remote, module),
    import('./AntdLocale'),
    antdStylesheetReady(),
  ]);
  const Remote = exports[module] as ComponentType;
  if (typeof Remote !== 'function' && typeof Remote !== 'object') {
    throw new Error(`${remote}/${module} has no export named ${module}`);
  }
  function LocalisedRemote() {
    // antd's theme algorithm follows the portal's colour scheme in every remote.
    const { colorScheme } = useHost();
    return (
      <AntdLocale colorScheme={colorScheme}>
        <Remote />
      </AntdLocale>
    );
  }
  return <LocalisedRemote />;
}

/**
 * One remote tab: its loading state while it loads, an error panel with Retry if it fails. A failure stays inside this
 * tab (STYLE principle 4). Retry forgets what the runtime cached about the remote and mounts the module again, which
 * starts a new load; another module gets a boundary of its own.
 */
export function RemoteModule<R extends RemoteName>({
  remote,
  module,
  load = loadRemoteModule,
}: RemoteModuleProps<R> & { load?: Loader }) {
  return (
    <ErrorBoundary
      key={`${remote}/${module}`}
      onError={(error, info) => console.error('Remote module failed', error, info.componentStack)}
      onReset={() => resetRemote(remote)}
      fallbackRender={({ resetErrorBoundary }) => <RemoteErrorPanel onRetry={resetErrorBoundary} />}
    >
      <LoadedRemote remote={remote} module={module} load={load} />
    </ErrorBoundary>
  );
}

/**
 * The module once loaded (a failed load is thrown to the error boundary). No React.lazy and Suspense: the
 * module arrives as a state update rendered in a transition, in slices behind the loading text, and without
 * Suspense's throttle, which would hold the home's first draw back by up to 300 ms (useSettled).
 */
function LoadedRemote({ remote, module, load }: { remote: RemoteName; module: string; load: Loader }) {
  // One load per mount: each module and each Retry mounts this anew.
  const [loading] = useState(() => {
    const loaded = loadLocalised(remote, module, load);
    loaded.catch(() => undefined); // handled by useSettled, which only attaches once the page has drawn
    return loaded;
  });
  return useSettled(loading) ?? <RemoteLoading />;
}

function RemoteLoading() {
  const { t } = useBaseTexts();
  return <Loading text={t('remote.loading')} />;
}

// Plain elements: the panel must show even when nothing but the shell could be loaded.
function RemoteErrorPanel({ onRetry }: { onRetry(): void }) {
  const { t } = useBaseTexts();
  useAutoRetry(onRetry);
  return (
    <div className="panel" role="alert">
      <h1>{t('remote.loadFailedTitle')}</h1>
      <p>{t('remote.loadFailedText')}</p>
      <button type="button" className="btn" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </div>
  );
}

/**
 * A remote that was down, hanging or redeployed comes back by itself within one poll cycle, without anyone pressing
 * Retry (docs/security.md, the faults the portal survives). A hidden browser tab makes no requests: it tries once it
 * is shown again.
 */
function useAutoRetry(onRetry: () => void) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tryWhenShown = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', tryWhenShown);
      onRetry();
    };
    timer = setTimeout(() => {
      timer = undefined;
      document.addEventListener('visibilitychange', tryWhenShown);
      tryWhenShown();
    }, remoteAutoRetryMs());
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', tryWhenShown);
    };
  }, [onRetry]);
}
