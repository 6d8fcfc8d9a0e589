import {
  Component,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
} from 'react';
import { Loading } from '../layout/Loading';
import { useHost, type RemoteName, useBaseTexts } from '@bess/shared';
import { loadRemoteModule, remoteAutoRetryMs, resetRemote } from './federation';
import { antdStylesheetReady } from '../theme/antdStylesheet';
import { DeferredMount } from '../render/DeferredMount';

export interface RemoteModuleProps {
  remote: RemoteName;
  /** Exposed module name; its named export of the same name is the component. */
  module: string;
}

type Loader = (remote: RemoteName, module: string) => Promise<Record<string, unknown>>;

function makeLazy(remote: RemoteName, module: string, load: Loader) {
  return lazy(async () => {
    // The antd locale wrapper and antd's pre-built styles load beside the remote, so none waits for another.
    const [exports, { AntdLocale }] = await Promise.all([
      load(remote, module),
      import('./AntdLocale'),
      antdStylesheetReady(),
    ]);
    const Component = exports[module] as ComponentType;
    if (typeof Component !== 'function' && typeof Component !== 'object') {
      throw new Error(`${remote}/${module} has no export named ${module}`);
    }
    return {
      default: function LocalisedRemote() {
        // issue 17: antd's theme algorithm follows the portal's colour scheme in every remote.
        const { colorScheme } = useHost();
        // The remote's first render is sliced (issue 17), behind the same loading text as while it was fetched.
        return (
          <DeferredMount fallback={<RemoteLoading />}>
            <AntdLocale colorScheme={colorScheme}>
              <Component />
            </AntdLocale>
          </DeferredMount>
        );
      },
    };
  });
}

/**
 * One remote tab: Suspense while it loads, an error panel with Retry if it fails. A failure stays inside this tab
 * (STYLE principle 4). Retry builds a new lazy component, because React.lazy caches a rejection.
 */
export function RemoteModule({ remote, module, load = loadRemoteModule }: RemoteModuleProps & { load?: Loader }) {
  const [attempt, setAttempt] = useState(0);
  const [Lazy, setLazy] = useState(() => makeLazy(remote, module, load));
  const [key, setKey] = useState(`${remote}/${module}`);
  if (key !== `${remote}/${module}`) {
    // The route changed to another module: start afresh (React's "adjust state during render" pattern).
    setKey(`${remote}/${module}`);
    setLazy(() => makeLazy(remote, module, load));
  }

  const retry = useCallback(() => {
    resetRemote(remote);
    setLazy(() => makeLazy(remote, module, load));
    setAttempt((n) => n + 1);
  }, [remote, module, load]);

  return (
    <RemoteErrorBoundary key={`${key}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<RemoteLoading />}>
        <Lazy />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteLoading() {
  const { t } = useBaseTexts();
  return <Loading text={t('remote.loading')} />;
}

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

class RemoteErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Remote module failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <RemoteErrorPanel onRetry={this.props.onRetry} />;
    return this.props.children;
  }
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
 * Issue 16 item 6: a remote that was down, hanging or redeployed comes back by itself within one poll cycle, without
 * anyone pressing Retry. A hidden browser tab makes no requests: it tries once it is shown again.
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
