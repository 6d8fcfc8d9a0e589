import type { Browser, BrowserContext, Page } from '@playwright/test';
import { test as base, expect } from '@playwright/test';
import { ACCOUNTS, settleAccount, type Role } from './accounts';
import { OWN_STACK_SLOTS } from './api';
import { ApiClient } from './apiClient';
import { keptSignIn, storageStateFile } from './auth';
import { watchContentSecurityPolicy } from './browser';
import { accessTokenOf, openSignedIn, selectOnLoad, signInThroughProvider } from './signIn';
import { stackUrls, startStack, type Stack, type StackOptions, type StackUrls } from './stack';

export { expect };

/** How a page of the portal is opened: its viewport, and what it opens with selected. */
export interface PortalOptions {
  /** The browser's viewport (the config's is a 1280 x 800 desktop). */
  viewport?: { width: number; height: number };
  /** What the portal opens with selected (selectOnLoad). */
  select?: string;
  /** `false` is a newcomer's browser, which has not accepted the provider's self-signed certificate yet. */
  ignoreHTTPSErrors?: boolean;
}

/** A browser context of the worker's browser (a fresh profile), closed with `close()` or when the worker ends. */
export interface OwnBrowser {
  context: BrowserContext;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** The worker's way to pages that outlive one test (a describe's shared page, made in beforeAll). */
export interface Portal {
  /** A fresh context of the worker's browser. */
  launch(options?: PortalOptions): Promise<OwnBrowser>;
  /** A fresh context with one page of the portal at `url`, signed in as `email`. */
  openAs(url: string, email: string, options?: PortalOptions): Promise<{ browser: OwnBrowser; page: Page }>;
}

/** The API as each demo account calls it. */
export interface Api {
  as(role: Role): ApiClient;
  superadmin: ApiClient;
  admin: ApiClient;
  partner: ApiClient;
  installer: ApiClient;
  owner: ApiClient;
  readonly: ApiClient;
}

/** An account made for one test, like a demo account (same role and access), that the test may change at will. */
export interface NewAccount {
  email: string;
  api: ApiClient;
}

interface WorkerFixtures {
  /** The run's shared stack (served by the global set-up): the built shell, the six remotes and a partner's page. */
  stack: StackUrls;
  portal: Portal;
  api: Api;
  /**
   * A new account like the demo account `like` (role and access), English, terms accepted, password `demo`: for a
   * test that changes an account's settings or access. Its API client holds a token from its sign-in through the
   * provider. Worker-scoped, so that a describe's beforeAll can make one.
   */
  newAccount: (like: Role) => Promise<NewAccount>;
  /** Every Content-Security-Policy violation any page of this worker reported. */
  _cspViolations: string[];
}

interface TestFixtures {
  /** A page of its own, signed in as a demo account, at `url` (the home when absent). Closed after the test. */
  pageAs: (role: Role, url?: string, options?: PortalOptions) => Promise<Page>;
  superadminPage: Page;
  ownerPage: Page;
  /** A stack of this test's own, in this worker's slot: it may stop its remotes or serve another build. */
  ownStack: (options?: Omit<StackOptions, 'slot'>) => Promise<Stack>;
  _cspCheck: void;
}

function contextOptions(options: PortalOptions) {
  return {
    ...(options.viewport ? { viewport: options.viewport } : {}),
    ...(options.ignoreHTTPSErrors === false ? { ignoreHTTPSErrors: false } : {}),
  };
}

async function openAs(browser: Browser, url: string, email: string, options: PortalOptions) {
  const role = (Object.keys(ACCOUNTS) as Role[]).find((r) => ACCOUNTS[r] === email);
  const context = await browser.newContext({
    ...contextOptions(options),
    ...(role ? { storageState: storageStateFile(role) } : {}),
  });
  const page = await context.newPage();
  if (options.select) await selectOnLoad(page, options.select);
  await openSignedIn(page, url, email);
  return { context, page };
}

let accounts = 0;

/**
 * The e2e suite's `test`: Playwright's, whose browser is Debian's Chromium from the config, with the shared stack,
 * signed-in pages and API clients per demo account, and a check that fails a test during which any page reported a
 * Content-Security-Policy violation.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  stack: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      await provide(stackUrls(0));
    },
    { scope: 'worker' },
  ],
  _cspViolations: [
    async ({ browser }, provide) => {
      const violations: string[] = [];
      // Every context of the worker's browser, Playwright's own `context` fixture's too, is watched from its start.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        watchContentSecurityPolicy(context, violations);
        return context;
      };
      await provide(violations);
    },
    { scope: 'worker', auto: true },
  ],
  _cspCheck: [
    async ({ _cspViolations }, provide) => {
      const before = _cspViolations.length;
      await provide();
      const during = _cspViolations.slice(before);
      if (during.length > 0) throw new Error(`blocked by the Content-Security-Policy:\n${during.join('\n')}`);
    },
    { auto: true },
  ],
  portal: [
    async ({ browser }, provide) => {
      const open = new Set<BrowserContext>();
      const own = (context: BrowserContext): OwnBrowser => {
        open.add(context);
        return {
          context,
          newPage: () => context.newPage(),
          async close() {
            open.delete(context);
            await context.close();
          },
        };
      };
      await provide({
        launch: async (options = {}) => own(await browser.newContext(contextOptions(options))),
        async openAs(url, email, options = {}) {
          const { context, page } = await openAs(browser, url, email, options);
          return { browser: own(context), page };
        },
      });
      await Promise.all([...open].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  api: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide) => {
      const clients = new Map<Role, ApiClient>();
      const as = (role: Role) => {
        let client = clients.get(role);
        if (!client) clients.set(role, (client = new ApiClient(keptSignIn(role).accessToken)));
        return client;
      };
      await provide({
        as,
        get superadmin() {
          return as('superadmin');
        },
        get admin() {
          return as('admin');
        },
        get partner() {
          return as('partner');
        },
        get installer() {
          return as('installer');
        },
        get owner() {
          return as('owner');
        },
        get readonly() {
          return as('readonly');
        },
      });
    },
    { scope: 'worker' },
  ],
  pageAs: async ({ browser, stack }, provide) => {
    const contexts: BrowserContext[] = [];
    await provide(async (role, url = stack.shellUrl + '/main/home', options = {}) => {
      const { context, page } = await openAs(browser, url, ACCOUNTS[role], options);
      contexts.push(context);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  superadminPage: async ({ pageAs }, provide) => provide(await pageAs('superadmin')),
  ownerPage: async ({ pageAs }, provide) => provide(await pageAs('owner')),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  ownStack: async ({}, provide, testInfo) => {
    const stacks: Stack[] = [];
    await provide(async (options = {}) => {
      const stack = await startStack({}, { ...options, slot: 1 + (testInfo.parallelIndex % OWN_STACK_SLOTS) });
      stacks.push(stack);
      return stack;
    });
    await Promise.all(stacks.map((stack) => stack.stop()));
  },
  newAccount: [
    async ({ api, browser, stack }, provide, workerInfo) => {
      await provide(async (like) => {
        accounts += 1;
        const email = `e2e-${like}-${workerInfo.workerIndex}-${accounts}-${Date.now()}@example.com`;
        await api.superadmin.ok('POST', '/User', { email });
        await settleAccount(email, like);
        // A token of its own, from its sign-in through the provider.
        const context = await browser.newContext();
        try {
          const page = await context.newPage();
          await signInThroughProvider(page, stack.shellUrl + '/main/home', email);
          await expect.poll(() => page.evaluate(() => window.sessionStorage.getItem('bess.session'))).not.toBeNull();
          return { email, api: new ApiClient(await accessTokenOf(page)) };
        } finally {
          await context.close();
        }
      });
    },
    { scope: 'worker' },
  ],
});
