import federation from '../../shared/federation.json';
import { en } from '../../shared/src/i18n/resources/en';
import { screenshot } from '../support/browser';
import { remoteOrigin } from '../support/stack';
import { expect, test } from '../support/fixtures';

/**
 * The registry of the remotes (shared/federation.json) is what the running portal is made of: every remote it lists
 * is served with the modules it lists, and every tab it offers to everyone signed in is in the navigation and opens
 * its page. A remote made by `npm run new-remote` is covered here with no edit.
 */

type Registry = typeof federation;
type RemoteName = keyof Registry['remotes'];
interface RegistryTab {
  path: string;
  label: string;
  rule: string;
  remote?: string;
}

const TABS = Object.entries(federation.tabs as Record<string, RegistryTab>);
/** The English text of a `nav.*` key of the base resources. */
const labelOf = (key: string): string => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en.translation);
  if (typeof text !== 'string') throw new Error(`${key} is not a text of the base resources`);
  return text;
};

for (const [name, remote] of Object.entries(federation.remotes) as [RemoteName, Registry['remotes'][RemoteName]][]) {
  test(`${name} is served with the modules the registry lists`, async ({ request }) => {
    const response = await request.get(`${remoteOrigin(name)}/mf-manifest.json`);
    expect(response.ok()).toBe(true);
    const manifest = (await response.json()) as { name: string; exposes: { name: string }[] };
    expect(manifest.name).toBe(name);
    expect(manifest.exposes.map((module) => module.name).sort()).toEqual(Object.keys(remote.exposes).sort());
  });
}

for (const [id, tab] of TABS.filter(([, entry]) => entry.rule === 'everyone' && entry.remote)) {
  test(`the ${id} tab is offered to an owner and opens its page`, async ({ ownerPage: page }) => {
    const label = labelOf(tab.label);
    const link = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${tab.path}$`));
    await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    await screenshot(page, `registry-tab-${id}`);
  });
}
