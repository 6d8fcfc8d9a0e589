import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** One axe-core finding, as much of it as a person needs to find and fix it. */
export interface A11yViolation {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of (at most three of) the elements at fault. */
  targets: string[];
  /** What axe says is wrong with the first of them (the contrast ratio and colours, say). */
  summary: string;
}

/**
 * The serious and critical accessibility violations axe-core finds on the page as it is now (WCAG 2.x A and AA rules
 * and axe's best practices). Moderate and minor findings are not returned. @axe-core/playwright puts axe into the page
 * and its frames through the browser's debugging protocol, so the portal's Content-Security-Policy, which refuses
 * inline scripts, stays whole.
 */
export async function seriousViolations(page: Page): Promise<A11yViolation[]> {
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 3).map((n) => n.target.map(String).join(' ')),
      summary: (v.nodes[0]?.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
    }));
}

/**
 * Violations found and left open, each with its reason (`why`): a finding is let through only when its rule matches and
 * every element it names matches `target`. Anything else fails the test.
 */
export const KNOWN_VIOLATIONS: readonly { id: string; target: RegExp; why: string; path?: string }[] = [
  {
    id: 'color-contrast',
    target: /ant-tag|ant-select-placeholder/,
    why: "antd's preset tag colours, placeholder grey",
  },
  { id: 'scrollable-region-focusable', target: /ant-table/, why: "antd's horizontally scrolling tables" },
  { id: 'aria-required-children', target: /ant-tabs-nav/, why: "antd's tabs with their overflow button (mobile)" },
  {
    id: 'aria-required-children',
    target: /ant-tabs-nav|^div\[role="list"\]$/,
    path: '/main/schedule',
    why:
      "the same finding of antd's tab overflow button, once (1 walk of 3 on 2026-11-26, light mobile) also naming a " +
      'list of the schedule tab whose element is not yet identified: not reproduced alone',
  },
  { id: 'label-content-name-mismatch', target: /data-site-id/, why: "the map's site list: name and state" },
];
/** Whether a finding on `path` is one of the known ones. */
export const isKnown = (v: A11yViolation, path: string) =>
  KNOWN_VIOLATIONS.some(
    (k) => k.id === v.id && (!k.path || k.path === path) && v.targets.every((target) => k.target.test(target)),
  );

/** Moves the portal to `path` as its own links do (React Router listens to popstate): no reload, no new sign-in. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Waits until nothing on the page is loading any more: no spinners, skeletons or busy regions. */
export async function waitForSettled(page: Page, timeoutMs = 20_000): Promise<void> {
  const busy = () =>
    page.evaluate(
      () =>
        document.querySelectorAll(
          '.loading, .ant-spin-spinning, .ant-skeleton-active, .ant-btn-loading, [aria-busy="true"]',
        ).length,
    );
  await expect
    .poll(busy, { timeout: timeoutMs, message: `${page.url()} still shows loading indicators after ${timeoutMs} ms` })
    .toBe(0);
  // Colours are read when they have settled: a button's colour transition or a form message fading in is measured
  // half-way otherwise (axe read a primary button as grey on pale blue, 3.76:1, in one run of three). Only animations
  // that end are waited for (a spinner's runs for ever), at most two seconds.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
}
