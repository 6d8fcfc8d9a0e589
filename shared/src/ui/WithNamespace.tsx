import { Suspense, use, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_NAMESPACE } from '../i18n/baseResources';
import { useBaseTexts } from '../i18n/useBaseTexts';
import { ensureRemoteNamespace, type RemoteNamespace } from '../i18n/remoteNamespace';
import type { RemoteT } from '../i18n/textKeys';

export interface WithNamespaceProps {
  namespace: RemoteNamespace;
  children: ReactNode;
}

/**
 * Renders a remote's module once its own texts are on the i18n instance from context, in the current language
 * (ARCHITECTURE 2). Each exposed module wraps itself in it, so the texts come with the remote in the shell, on a
 * partner's page and on an anonymous dashboard alike.
 */
export function WithNamespace({ namespace, children }: WithNamespaceProps) {
  return (
    <Suspense fallback={<div role="status" aria-busy="true" style={{ minHeight: 48 }} />}>
      <NamespaceGate namespace={namespace}>{children}</NamespaceGate>
    </Suspense>
  );
}

function NamespaceGate({ namespace, children }: WithNamespaceProps) {
  // Re-renders on a language change; the shell loads registered namespaces before switching, so this rarely waits.
  const { i18n } = useBaseTexts();
  const pending = ensureRemoteNamespace(i18n, namespace, i18n.language);
  if (pending) use(pending);
  return children;
}

/**
 * `t` and `i18n` of a remote: its own namespace first, then the base namespaces (`translation`, then `common`). `t`
 * accepts only keys its texts have; i18next's own types cannot express this fallback order.
 */
export function useRemoteTranslation<Own extends object>(namespace: RemoteNamespace<Own>) {
  const { t, i18n, ready } = useTranslation([namespace.ns, DEFAULT_NAMESPACE], { nsMode: 'fallback' });
  return { t: t as unknown as RemoteT<Own>, i18n, ready };
}
