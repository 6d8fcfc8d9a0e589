import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { baseTextsOf, createI18n, dashboardQueries, prepareDateFormatting, retryApiError } from '@bess/shared';
import { App } from './App';
import { fetchShellConfig } from './config/shellConfig';
import { preloadRemoteModule, registerRemotesFromConfig } from './remotes/federation';
import { remoteModuleOfPath } from './navigation/tabs';
import { SharedDashboardApp, createSharedApiClient, sharedLinkOf } from './sharing/SharedDashboardApp';
import { SomethingWentWrongPage } from './pages/SomethingWentWrongPage';
import { carriesProviderAnswer, readKeptSession, resumeSession } from './auth/resumedSession';
import type { SignInResult } from './auth/session';

/**
 * The first render of the page is a transition. An urgent render (what `root.render` alone does) is one task
 * however large the page; a transition renders in slices of a few milliseconds between which the browser can paint and
 * answer input. Its fallbacks still show: every boundary is new on a first render.
 */
function renderFirst(root: Root, page: ReactNode) {
  startTransition(() => root.render(page));
}

/**
 * Calls `painted` once the page's first commit (the shell's frame and top bar) has been painted. With the first render
 * a transition, the browser paints frames while React is still rendering it, so a frame alone does not mean the layout
 * is on screen: what waits for the first paint (MSAL, the tab's remote) would compete with that render.
 */
function OnFirstPaint({ painted, children }: { painted: () => void; children: ReactNode }) {
  useEffect(() => {
    requestAnimationFrame(() => setTimeout(painted, 0));
  }, [painted]);
  return children;
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  const starting = Promise.all([createI18n(), fetchShellConfig().catch((error: unknown) => error as Error)]);
  // The browser's date data loads while config.json is on its way, not in the render of the first time shown.
  setTimeout(prepareDateFormatting, 0);
  const [i18n, config] = await starting;
  if (config instanceof Error) {
    console.error(config);
    root.render(
      <I18nextProvider i18n={i18n}>
        <SomethingWentWrongPage />
      </I18nextProvider>,
    );
    return;
  }
  registerRemotesFromConfig(config.remotes, {
    chunkLoadTimeoutMs: config.chunkLoadTimeoutMs,
    autoRetryMs: config.statusPollMs,
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: retryApiError } } });
  // spec 1: an anonymous dashboard link needs no sign-in at all.
  const shared = sharedLinkOf(window.location);
  if (shared) {
    const api = createSharedApiClient(config, shared.shareToken);
    // The dashboard's data is asked for while the remote's files arrive, not once its page has drawn.
    preloadRemoteModule('mf_dashboard', 'Dashboard');
    const dataReady = queryClient.prefetchQuery(dashboardQueries.dashboard(api, shared.id));
    renderFirst(
      root,
      <SharedDashboardApp
        config={config}
        i18n={i18n}
        queryClient={queryClient}
        shareToken={shared.shareToken}
        api={api}
        dataReady={dataReady}
      />,
    );
    return;
  }
  let painted: () => void = () => undefined;
  const afterFirstPaint = new Promise<void>((resolve) => (painted = resolve));
  void afterFirstPaint.then(() => {
    const opening = remoteModuleOfPath(window.location.pathname);
    if (opening) preloadRemoteModule(opening.remote, opening.module);
  });
  const signInWithMsal = (returnTo: string) =>
    import('./auth/msalSession').then(({ signIn: start }) =>
      start(config.auth, {
        popup: new URLSearchParams(window.location.search).get('login') === 'popup',
        returnTo,
        passwordResetText: baseTextsOf(i18n)('error:passwordReset'),
      }),
    );
  // A reload of a signed-in tab goes on from its kept session; MSAL is loaded when the token is due or to
  // sign out. Otherwise MSAL is fetched once the frame has painted: the first paint needs none of it (ARCHITECTURE 2).
  const kept = carriesProviderAnswer(window.location) ? null : readKeptSession(config.auth, Date.now());
  const returnTo = window.location.pathname + window.location.search;
  const signIn: Promise<SignInResult> | SignInResult = kept
    ? {
        kind: 'signedIn',
        session: resumeSession(kept, () => signInWithMsal(window.location.pathname + window.location.search)),
      }
    : afterFirstPaint.then(() => signInWithMsal(returnTo));
  renderFirst(
    root,
    <OnFirstPaint painted={painted}>
      <App config={config} i18n={i18n} queryClient={queryClient} signIn={signIn} />
    </OnFirstPaint>,
  );
}

void start();
