import type { Locator, Page } from '@playwright/test';
import { en as scheduleTexts } from '../../mf-schedule-policies/src/i18n/en';
import { en as usersAdminTexts } from '../../mf-users-admin/src/i18n/en';
import { AccessLevel, Role as PortalRole, SelectionType } from '../../shared/src/domain/enums';
import {
  ACCOUNT_MENU_ENTRIES,
  NAVIGATION_PATHS,
  SCHEDULE_SECTIONS,
  TABS,
  TAB_LABEL_KEYS,
  TAB_PATHS,
  isTabVisible,
  type NavigationContext,
} from '../../shared/src/domain/navigation';
import { en } from '../../shared/src/i18n/resources/en';
import { ACCOUNTS, type Role } from '../support/accounts';
import { navigateInApp, waitForSettled } from '../support/axe';
import { screenshot } from '../support/browser';
import { dialogSettled } from '../support/dialogs';
import { expect, test, type OwnBrowser } from '../support/fixtures';
import { openSection } from '../support/portalControls';

/**
 * Nothing on any page of the portal is cut off without a way to reach it, on a wide desktop (1400 px) and a phone
 * (390 px): no text or control reaches past the screen unless a sideways scroll of its own brings it in, no content is
 * clipped by its box unless it ends in an ellipsis whose whole text can be read (a title, a label, a tooltip), and the
 * page itself never scrolls sideways. The pages are the tabs of shared's navigation (the registry's tabs, the
 * schedule's sections each, the installer app) and what the account menu opens (the map, the admin panel, the log),
 * and the shared dashboard a visitor opens by its link. One test per page and width, each saving a screenshot.
 */

const WIDTHS = {
  desktop: { width: 1400, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
type Form = keyof typeof WIDTHS;

/** Aarhus Harbour has every feature but peak shaving (schedule, backup, XEAM data and economics). */
const SITE = 'S-AARHUS';
/** Aarhus Harbour's first battery: the parameters are a device's. */
const BATTERY = 'SC-000000123';
/** Bristol Dairy has both schedule features, so every section of the schedule tab. */
const SCHEDULE_SITE = 'S-BRISTOL';
/** A site whose dashboard no other test shares, one per width: sharing is switched off again when a test ends. */
const SHARED_SITES: Record<Form, string> = { desktop: 'S-ROTTERDAM', phone: 'S-GOTHENBURG' };

/** The sections of the admin panel (mf-users-admin's AdminPanelPage), each a tab of the dialog. */
const ADMIN_SECTIONS = ['messageCentre', 'oldMessages', 'installerRole'] as const;

/** One finding of the detector: where it is (a CSS path), what it says, and why it counts as cut off. */
interface Finding {
  path: string;
  text: string;
  why: string;
  /** For a text cut with an ellipsis and no title or label: the marker of the element to hover for a tooltip. */
  probe?: string;
  /** The whole text a tooltip must show. */
  whole?: string;
}

/**
 * Runs in the page: everything cut off without a way to reach it, as it is laid out now.
 *
 * - A text or control reaching past the screen's left or right edge, with no ancestor that scrolls sideways to it.
 * - An element with `overflow: hidden` or `clip` whose text or controls reach past its box (measured against the
 *   nearest clipping ancestor only, so that one cut is reported once): allowed only when it ends in an ellipsis
 *   (`text-overflow: ellipsis`, or `-webkit-line-clamp`) and its whole text is there to read, in a title (its own or
 *   an ancestor's), an aria-label or aria-describedby. An ellipsis without either is handed back as a probe: the test
 *   hovers it and looks for a tooltip with the whole text (antd's Tooltip and Typography's ellipsis tooltip).
 * - The page itself scrolling sideways.
 */
function detectCutOff(): Finding[] {
  /** What is in the page but never shown as content, each for its reason. */
  const NOT_SHOWN = [
    // antd's table measures its columns in a row of no height.
    '.ant-table-measure-row',
    // antd's switch holds both of its labels (on and off) and slides the one that does not apply out of sight.
    '.ant-switch-inner',
  ].join(', ');
  /** Boxes that hide their overflow and bring it in their own way, each for its reason. */
  const OWN_WAY = [
    // antd's tabs put the tabs that do not fit into their own "more" menu.
    '.ant-tabs-nav-wrap',
    // antd's multiple select folds the tags that do not fit into "+ n" (maxTagCount responsive).
    '.ant-select-selection-overflow',
    // Virtual lists scroll their rows through a scroll bar of their own, whatever the overflow of their holder and of
    // the box inside it (the whole list's height) says.
    '.rc-virtual-list-holder',
    '.rc-virtual-list-holder > div',
    '.ant-table-tbody-virtual-holder',
    '.ant-table-tbody-virtual-holder > div',
    // The map's panes are moved by panning and zooming, and hold the tiles and markers beyond its edges.
    '.leaflet-container',
  ].join(', ');
  const found: Finding[] = [];
  const width = window.innerWidth;
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const short = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

  const pathOf = (element: Element) => {
    const parts: string[] = [];
    for (let e: Element | null = element; e && e !== document.body && parts.length < 6; e = e.parentElement) {
      if (e.id) {
        parts.unshift(`#${CSS.escape(e.id)}`);
        break;
      }
      let part = e.tagName.toLowerCase();
      // antd's hashed style classes (css-var-…) say nothing to a reader.
      const classes = [...e.classList].filter((name) => !/^css-/.test(name)).slice(0, 2);
      if (classes.length > 0) part += classes.map((name) => `.${CSS.escape(name)}`).join('');
      const siblings = e.parentElement ? [...e.parentElement.children].filter((c) => c.tagName === e!.tagName) : [];
      if (siblings.length > 1) part += `:nth-of-type(${siblings.indexOf(e) + 1})`;
      parts.unshift(part);
    }
    return parts.join(' > ');
  };
  const textOf = (element: Element) =>
    short(
      norm((element as HTMLElement).innerText) ||
        norm(element.getAttribute('aria-label')) ||
        norm(element.getAttribute('title')) ||
        norm((element as HTMLInputElement).value) ||
        norm(element.getAttribute('placeholder')) ||
        `<${element.tagName.toLowerCase()}>`,
    );
  /** Seen at all: laid out, not hidden, not transparent. */
  const shown = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) && element.getClientRects().length > 0;
  /** Text for screen readers only: a box of 1 px or less, or clipped away to nothing. */
  const visuallyHidden = (element: Element) => {
    for (let e: Element | null = element, up = 0; e && up < 3; e = e.parentElement, up += 1) {
      const box = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      if (box.width <= 1 && box.height <= 1) return true;
      if (/rect\(0(px)?,? 0(px)?,? 0(px)?,? 0(px)?\)/.test(style.clip) || style.clipPath === 'inset(50%)') return true;
    }
    return false;
  };
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const scrolls = (value: string) => value === 'auto' || value === 'scroll';
  /**
   * Whether an element scrolls sideways. antd's table draws its header apart from its body when the body scrolls down,
   * and moves the header with the body's sideways scroll: the body's own scroll, or a virtual table's scroll bar.
   */
  const scrollsSideways = (element: Element): boolean => {
    if (element.classList.contains('ant-table-header')) {
      const table = element.parentElement;
      const body = table?.querySelector(':scope > .ant-table-body');
      if (body) return scrollsSideways(body);
      return !!table?.querySelector(
        ':scope > .ant-table-tbody-virtual .ant-table-tbody-virtual-scrollbar-horizontal.ant-table-tbody-virtual-scrollbar-visible',
      );
    }
    return scrolls(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth + 1;
  };
  /** An ancestor below the page that scrolls sideways, so that what is past the screen can be brought in. */
  const reachedSideways = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      if (scrollsSideways(up)) return true;
    }
    return false;
  };
  /** The nearest ancestor whose overflow (either way) is not visible: the box that clips, or lets scroll, it. */
  const clipParent = (element: Element) => {
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') return up;
    }
    return null;
  };
  const CONTROLS = [
    'button',
    'a[href]',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    '[role="button"]',
    '[role="tab"]',
    '[role="link"]',
    '[role="checkbox"]',
    '[role="radio"]',
    '[role="switch"]',
    '[role="combobox"]',
    '[role="menuitem"]',
    '[role="option"]',
  ].join(', ');

  /** The boxes of the texts (each text node's lines, as one box per element) and controls to check. */
  const items: { element: Element; box: { left: number; right: number; top: number; bottom: number } }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !norm(node.textContent) || parent.closest('script, style, noscript, template')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
    if (rects.length === 0) continue;
    items.push({
      element: parent,
      box: {
        left: Math.min(...rects.map((r) => r.left)),
        right: Math.max(...rects.map((r) => r.right)),
        top: Math.min(...rects.map((r) => r.top)),
        bottom: Math.max(...rects.map((r) => r.bottom)),
      },
    });
  }
  // A box that scrolls is a control too: what it holds is reached by its scroll only while the box itself is seen.
  const scrollers = [...document.body.querySelectorAll('*')].filter((element) => {
    const style = getComputedStyle(element);
    return (
      (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1) ||
      (scrolls(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
    );
  });
  [...document.querySelectorAll(CONTROLS), ...scrollers].forEach((element) => {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) items.push({ element, box });
  });
  const usable = items.filter(
    ({ element }) => shown(element) && !element.closest(NOT_SHOWN) && !visuallyHidden(element),
  );

  /**
   * A box's sideways extent as drawn: cut by every box around it, its own included, that hides its overflow sideways.
   * A text cut inside the screen is not past the screen; the clipping check below judges it (an ellipsis with a title).
   */
  const drawnSideways = (element: Element, box: { left: number; right: number }) => {
    let { left, right } = box;
    for (let e: Element | null = element; e && e !== document.body; e = e.parentElement) {
      if (!clips(getComputedStyle(e).overflowX)) continue;
      const outer = e.getBoundingClientRect();
      left = Math.max(left, outer.left);
      right = Math.min(right, outer.right);
    }
    return { left, right };
  };

  // Past the screen's edges, with nothing that scrolls sideways to it.
  const reported = new Set<Element>();
  for (const { element, box } of usable) {
    const drawn = drawnSideways(element, box);
    if (drawn.right <= width + 1 && drawn.left >= -1) continue;
    if (reported.has(element) || element.closest(OWN_WAY) || reachedSideways(element)) continue;
    reported.add(element);
    found.push({
      path: pathOf(element),
      text: textOf(element),
      why: `reaches past the ${width} px screen (${Math.round(box.left)}..${Math.round(box.right)} px) and nothing scrolls sideways to it`,
    });
  }

  // Clipped by a box that hides its overflow: the texts and controls whose nearest clipping box it is, past its edges.
  const cut = new Map<HTMLElement, { x: boolean; y: boolean; inside: Element[] }>();
  for (const { element, box } of usable) {
    const own = getComputedStyle(element);
    // The element's own box first (an ellipsis of its own), else the nearest box around it that clips or scrolls.
    const boxes = [clips(own.overflowX) || clips(own.overflowY) ? element : null, clipParent(element)];
    for (const clipper of boxes) {
      if (!(clipper instanceof HTMLElement) || clipper.matches(OWN_WAY)) continue;
      const style = getComputedStyle(clipper);
      const clipX =
        clips(style.overflowX) && clipper.scrollWidth > clipper.clientWidth + 1 && !scrollsSideways(clipper);
      const clipY = clips(style.overflowY) && clipper.scrollHeight > clipper.clientHeight + 1;
      if (!clipX && !clipY) continue;
      const outer = clipper.getBoundingClientRect();
      const left = outer.left + clipper.clientLeft;
      const top = outer.top + clipper.clientTop;
      const pastX = clipX && (box.left < left - 1 || box.right > left + clipper.clientWidth + 1);
      const pastY = clipY && (box.top < top - 1 || box.bottom > top + clipper.clientHeight + 1);
      // An ellipsis draws the cut text inside the box: the box's own overflow says it is cut.
      const ellipsis = style.textOverflow === 'ellipsis' || (style.webkitLineClamp ?? 'none') !== 'none';
      if (!pastX && !pastY && !ellipsis) continue;
      const entry = cut.get(clipper) ?? { x: false, y: false, inside: [] };
      entry.x ||= clipX;
      entry.y ||= clipY;
      entry.inside.push(element);
      cut.set(clipper, entry);
      break;
    }
  }
  let probes = 0;
  for (const [clipper, { x, y, inside }] of cut) {
    const style = getComputedStyle(clipper);
    const ellipsis = (x && style.textOverflow === 'ellipsis') || (y && (style.webkitLineClamp ?? 'none') !== 'none');
    const size = `${clipper.scrollWidth}x${clipper.scrollHeight} px of content in ${clipper.clientWidth}x${clipper.clientHeight} px`;
    const cutTexts = short([...new Set(inside.map(textOf))].slice(0, 3).join(' | '));
    const text = short(norm(clipper.innerText)) || cutTexts;
    if (!ellipsis) {
      found.push({
        path: pathOf(clipper),
        text,
        why: `is clipped (${size}, overflow ${style.overflowX}/${style.overflowY}) with no ellipsis${cutTexts === text ? '' : `: ${cutTexts}`}`,
      });
      continue;
    }
    const whole = norm(clipper.textContent);
    const carries = (value: string | null) => !!value && norm(value).includes(whole);
    let titled = false;
    for (let e: Element | null = clipper; e && !titled; e = e.parentElement) titled = carries(e.getAttribute('title'));
    const described = (clipper.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .some((id) => id && carries(document.getElementById(id)?.textContent ?? null));
    if (titled || described || carries(clipper.getAttribute('aria-label'))) continue;
    probes += 1;
    clipper.setAttribute('data-cut-off-probe', String(probes));
    found.push({
      path: pathOf(clipper),
      text,
      why: `is cut with an ellipsis (${size}) and no title, label or tooltip gives its whole text`,
      probe: String(probes),
      whole,
    });
  }

  const root = document.scrollingElement ?? document.documentElement;
  if (root.scrollWidth > width + 1)
    found.push({
      path: 'html',
      text: '',
      why: `the page scrolls sideways: ${root.scrollWidth} px on a ${width} px screen`,
    });
  return found;
}

/**
 * What is cut off on the page now, each as "path "text": why". An ellipsis without a title or label is hovered: a
 * tooltip with its whole text makes it readable.
 */
async function cutOff(page: Page): Promise<string[]> {
  const findings = await page.evaluate(detectCutOff);
  const problems: string[] = [];
  for (const finding of findings) {
    if (finding.probe && finding.whole && (await tooltipShows(page, finding.probe, finding.whole))) continue;
    problems.push(`${finding.path} "${finding.text}": ${finding.why}`);
  }
  await page.evaluate(() =>
    document.querySelectorAll('[data-cut-off-probe]').forEach((e) => e.removeAttribute('data-cut-off-probe')),
  );
  return problems;
}

/** Whether hovering the marked element shows a tooltip with the whole text (antd's Tooltip, Typography's ellipsis). */
async function tooltipShows(page: Page, probe: string, whole: string): Promise<boolean> {
  const target = page.locator(`[data-cut-off-probe="${probe}"]`);
  try {
    await target.hover({ timeout: 2_000 });
    await page
      .getByRole('tooltip')
      .filter({ hasText: whole.slice(0, 60) })
      .first()
      .waitFor({ timeout: 1_500 });
    return true;
  } catch {
    return false;
  } finally {
    await page.mouse.move(0, 0);
  }
}

/** One page to check: its name (for the test and the screenshot), who sees it, and how it is brought up. */
interface Check {
  name: string;
  /** The account that sees it. */
  role: Role;
  /** What the portal opens with selected. */
  select?: string;
  /** Brings the page up on an open page of the portal, and waits until it shows its content. */
  show(page: Page): Promise<void>;
  /** Puts the page back as it was (closes a dialog). */
  after?(page: Page): Promise<void>;
}

/** The English text of a key of shared's base resources. */
const baseText = (key: string): string => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en.translation);
  if (typeof text !== 'string') throw new Error(`${key} is not a text of the base resources`);
  return text;
};

/** The page's title, level 1. */
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

/**
 * Opens `path` in the portal (as its own links do) and waits for its title (or what else says it is there) and for the
 * page to settle.
 */
const route =
  (path: string, title: string, ready: (page: Page) => Locator = (page) => heading(page, title)) =>
  async (page: Page) => {
    await navigateInApp(page, path);
    await ready(page).waitFor();
    await waitForSettled(page);
  };

/** The super admin with Aarhus Harbour selected, as the shell works it out: who sees which tab at this width. */
const superAdminOnSite = (form: Form, selectionType: SelectionType): NavigationContext => ({
  role: PortalRole.SuperAdmin,
  userAccessLevelNumber: AccessLevel.SuperAdmin,
  selectionType,
  deviceTypes: ['XEAM'],
  isMobile: WIDTHS[form].width < 900,
  hasDeviceList: true,
  dataFeatureOn: true,
  scheduleFeatureOn: true,
  backupCapability: true,
  dashboardIds: [],
});

/** Every page to check at a width, derived from shared's navigation: its tabs, the installer, the account menu's. */
function checksAt(form: Form): Check[] {
  const checks: Check[] = [];
  for (const tab of TABS) {
    const select = tab === 'devices' ? BATTERY : tab === 'schedule' ? SCHEDULE_SITE : SITE;
    const type = select === BATTERY ? SelectionType.DEVICE : SelectionType.SITE;
    if (!isTabVisible(tab, superAdminOnSite(form, type))) continue;
    const title = baseText(TAB_LABEL_KEYS[tab]);
    if (tab === 'schedule') {
      // Each section of the schedule tab, each a tab of its own.
      for (const section of SCHEDULE_SECTIONS) {
        const label = scheduleTexts.schedule.sections[section];
        checks.push({
          name: `schedule-${section}`,
          role: 'superadmin',
          select,
          async show(page) {
            await route(TAB_PATHS.schedule, title)(page);
            await openSection(page, label);
          },
        });
      }
      continue;
    }
    // The device list is the sidebar's list on a page of its own, with no title.
    const ready = tab === 'device-list' ? (page: Page) => page.getByTestId('device-list-scroll') : undefined;
    checks.push({ name: tab, role: 'superadmin', select, show: route(TAB_PATHS[tab], title, ready) });
  }
  checks.push({
    name: 'installer',
    role: 'installer',
    show: route(NAVIGATION_PATHS.installer, baseText('nav.installer')),
  });
  for (const entry of ACCOUNT_MENU_ENTRIES) {
    if (entry === 'map')
      checks.push({ name: 'map', role: 'superadmin', select: SITE, show: route('/map', baseText('nav.map')) });
    if (entry !== 'admin' && entry !== 'settings' && entry !== 'log') continue;
    // The admin panel, each of its sections; the settings; the log: dialogs the account menu opens.
    const sections = entry === 'admin' ? ADMIN_SECTIONS : [null];
    for (const key of sections) {
      const section = key && usersAdminTexts.admin[key];
      checks.push({
        name: { admin: 'admin-panel', settings: 'settings', log: 'audit-log' }[entry] + (key ? `-${key}` : ''),
        role: 'superadmin',
        select: SITE,
        async show(page) {
          await route(TAB_PATHS.home, baseText(TAB_LABEL_KEYS.home))(page);
          await page.getByRole('button', { name: baseText('account.menu') }).click();
          await page.getByRole('menuitem', { name: baseText(`account.${entry}`), exact: true }).click();
          const dialog = page.getByRole('dialog').last();
          await dialog.waitFor();
          await dialogSettled(dialog);
          if (section) {
            await dialog.getByRole('tab', { name: section, exact: true }).click();
            await expect(dialog.getByRole('tab', { name: section, exact: true })).toHaveAttribute(
              'aria-selected',
              'true',
            );
          }
          await waitForSettled(page);
        },
        async after(page) {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        },
      });
    }
  }
  return checks;
}

test('the detector finds what is cut off, and lets through what can be read whole', async ({ portal }) => {
  const own = await portal.launch({ viewport: WIDTHS.phone });
  try {
    const page = await own.newPage();
    await page.setContent(`
      <style>
        body { margin: 0; font: 14px sans-serif; }
        .row { width: 200px; overflow: hidden; white-space: nowrap; }
        .cut { text-overflow: ellipsis; }
      </style>
      <div class="row" id="clipped">A long label with no ellipsis that a narrow box clips at its edge</div>
      <div class="row cut" id="untitled">A long label cut with an ellipsis and nothing that gives it whole</div>
      <div class="row cut" id="titled" title="A long label cut with an ellipsis whose title gives it whole">
        A long label cut with an ellipsis whose title gives it whole
      </div>
      <div class="row cut" id="tipped">A long label cut with an ellipsis whose tooltip gives it whole</div>
      <div role="tooltip" id="tip" hidden>A long label cut with an ellipsis whose tooltip gives it whole</div>
      <div style="width: 200px; overflow-x: auto"><button style="margin-left: 300px">Scrolled to</button></div>
      <div style="position: relative; left: 340px; width: 300px">Past the edge</div>
      <div id="clips-scroller" style="width: 150px; overflow: hidden">
        <div style="width: 250px; overflow-x: auto"><div style="width: 400px">Wide</div></div>
      </div>
      <span style="position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0)">
        For screen readers only, much longer than one pixel
      </span>
    `);
    await page.locator('#tipped').evaluate((element) => {
      const tip = document.getElementById('tip')!;
      element.addEventListener('mouseenter', () => (tip.hidden = false));
      element.addEventListener('mouseleave', () => (tip.hidden = true));
    });
    const problems = await cutOff(page);
    expect(problems).toEqual([
      expect.stringMatching(
        /^div:nth-of-type\(7\) "Past the edge": reaches past the 390 px screen \(340\.\.4\d\d px\)/,
      ),
      expect.stringMatching(/^#clipped "A long label with no ellipsis.*": is clipped .* with no ellipsis/),
      expect.stringMatching(/^#untitled "A long label cut.*": is cut with an ellipsis .* no title, label or tooltip/),
      expect.stringMatching(/^#clips-scroller "Wide": is clipped \(250x\d+ px of content in 150x\d+ px/),
      expect.stringMatching(/^html "": the page scrolls sideways: 640 px on a 390 px screen/),
    ]);
  } finally {
    await own.close();
  }
});

/** The checks of one role and selection, in turns of at most this many: each turn is a describe of its own page. */
const TURN = 6;

for (const form of Object.keys(WIDTHS) as Form[]) {
  const viewport = WIDTHS[form];
  const groups = new Map<string, Check[]>();
  for (const check of checksAt(form)) {
    const key = `${check.role} ${check.select ?? ''}`;
    groups.set(key, [...(groups.get(key) ?? []), check]);
  }
  const turns = [...groups.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.length / TURN) }, (_, i) => group.slice(i * TURN, (i + 1) * TURN)),
  );

  for (const turn of turns) {
    const { role, select } = turn[0] as Check;
    test.describe(`nothing is cut off for the ${role}${select ? ` with ${select} selected` : ''} on a ${form}`, () => {
      // The tests go on from one another on one page: they run in order, in one worker.
      test.describe.configure({ mode: 'default' });
      let browser: OwnBrowser;
      let page: Page;

      test.beforeAll(async ({ stack, portal }) => {
        ({ browser, page } = await portal.openAs(`${stack.shellUrl}/main/home`, ACCOUNTS[role], {
          viewport,
          ...(select ? { select } : {}),
        }));
      });
      test.afterAll(async () => {
        await browser?.close();
      });

      for (const check of turn) {
        test(`${check.name} on a ${form} (${viewport.width} px)`, async () => {
          await check.show(page);
          const problems = await cutOff(page);
          await screenshot(page, `cutoff-${check.name}-${viewport.width}`);
          await check.after?.(page);
          expect(problems).toEqual([]);
        });
      }
    });
  }

  test(`the shared dashboard on a ${form} (${viewport.width} px)`, async ({ portal, stack, api }) => {
    const site = SHARED_SITES[form];
    const share = (isEnabled: boolean) =>
      api.superadmin.ok<{ shareToken: string }>('PUT', '/DashboardSharing', { id: site, isEnabled });
    const { shareToken } = await share(true);
    const visitor = await portal.launch({ viewport });
    try {
      const page = await visitor.newPage();
      await page.goto(`${stack.shellUrl}/dashboard/${site}?share=${shareToken}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await waitForSettled(page);
      const problems = await cutOff(page);
      await screenshot(page, `cutoff-shared-dashboard-${viewport.width}`);
      expect(problems).toEqual([]);
    } finally {
      await visitor.close();
      await share(false);
    }
  });
}
