// Types of the bench's CommonJS helpers that tests/e2e/budgets.spec.ts shares with `npm run bench`.
declare module '*/bench/pageWeight.cjs' {
  import type { Locator, Page } from 'playwright-core';

  export interface AppDist {
    name: string;
    distDir: string;
  }
  export interface JavaScriptSummary {
    total: number;
    count: number;
    byLabel: [string, number][];
  }
  export interface FetchedFile {
    url: string;
    bytes: number;
    /** The packages the file is made of, as shares of its size. */
    parts: [string, number][];
  }
  export function gzipSize(file: string): number;
  export function javascriptFetched(page: Page, apps: Record<string, AppDist>, until?: number): Promise<FetchedFile[]>;
  export function coldReloadJavaScript(
    page: Page,
    apps: Record<string, AppDist>,
    ready: Locator,
    /** Cut at the moment the page's h1 reads this title, taken in the page, instead of when `ready` is seen. */
    options?: { title?: string },
  ): Promise<JavaScriptSummary>;
  export function shellFirstPaint(
    page: Page,
    options: { url: string; shellDist: string; idpUrl: string },
  ): Promise<{ bytes: number; count: number; layoutMs: number }>;
  export function exposedModuleSizes(distDir: string): { name: string; sync: number; lazy: number }[];
  export function kb(bytes: number): string;
}

declare module '*/bench/budgets.cjs' {
  const budgets: {
    shellFirstPaintKb: number;
    homeJavaScriptKb: number;
    tabFirstPaintKb: Record<string, number>;
    exposedModuleKb: Record<string, number> & { default: number };
  };
  export = budgets;
}
