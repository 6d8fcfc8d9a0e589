/** @jest-environment jsdom */
import { waitFor } from '@testing-library/react';
import { antdStylesheetReady } from './antdStylesheet';

function linkOf(href: string): HTMLLinkElement {
  const link = document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
  if (!link) throw new Error(`no link to ${href}`);
  return link;
}

/** The hrefs of the stylesheets linked in <head>, in document order. */
function linkedSheets(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) =>
    l.getAttribute('href'),
  ) as string[];
}

/** Lets the tasks queued so far run. */
const tasks = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('antdStylesheetReady', () => {
  beforeEach(() => {
    document.head.innerHTML = '<link rel="stylesheet" href="/shell.css" />';
  });

  it('settles at once where the build has no stylesheet', async () => {
    await expect(antdStylesheetReady([])).resolves.toBeUndefined();
    expect(linkedSheets()).toEqual(['/shell.css']);
  });

  it('links the parts first in <head> in their order, once, and settles when every part has loaded', async () => {
    const parts = ['/antd-1.0123abcd.css', '/antd-2.0123abcd.css', '/antd-3.0123abcd.css'] as const;
    let settled = false;
    const first = antdStylesheetReady(parts).then(() => (settled = true));
    const second = antdStylesheetReady(parts);
    // One part per task: the first at once, the others in the tasks after.
    expect(linkedSheets()).toEqual(['/antd-1.0123abcd.css', '/shell.css']);
    // The other parts follow in the next tasks, as many as there are; a busy machine runs them later, never out of order.
    await waitFor(() => expect(linkedSheets()).toEqual([...parts, '/shell.css']));

    linkOf(parts[0]).dispatchEvent(new Event('load'));
    linkOf(parts[2]).dispatchEvent(new Event('load'));
    await tasks();
    expect(settled).toBe(false);

    linkOf(parts[1]).dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(settled).toBe(true);
    expect(linkedSheets()).toEqual([...parts, '/shell.css']);
  });

  it('settles also when a part fails to load: antd then generates its styles', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const parts = ['/antd-1.ffffffff.css', '/antd-2.ffffffff.css'] as const;
    const ready = antdStylesheetReady(parts);
    await waitFor(() => expect(linkedSheets()).toEqual([...parts, '/shell.css']));
    linkOf(parts[0]).dispatchEvent(new Event('error'));
    linkOf(parts[1]).dispatchEvent(new Event('load'));
    await expect(ready).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not load'), '/antd-1.ffffffff.css');
    warn.mockRestore();
  });
});
