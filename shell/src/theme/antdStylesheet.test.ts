/** @jest-environment jsdom */
import { antdStylesheetReady } from './antdStylesheet';

function linkOf(href: string): HTMLLinkElement {
  const link = document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`);
  if (!link) throw new Error(`no link to ${href}`);
  return link;
}

describe('antdStylesheetReady', () => {
  it('settles at once where the build has no stylesheet', async () => {
    await expect(antdStylesheetReady(null)).resolves.toBeUndefined();
    expect(document.head.querySelector('link')).toBeNull();
  });

  it('links the sheet first in <head>, once, and settles when it has loaded', async () => {
    const own = document.createElement('link');
    own.rel = 'stylesheet';
    own.href = '/shell.css';
    document.head.append(own);

    let settled = false;
    const first = antdStylesheetReady('/antd.0123abcd.css').then(() => (settled = true));
    const second = antdStylesheetReady('/antd.0123abcd.css');
    expect(document.head.querySelectorAll('link[href="/antd.0123abcd.css"]')).toHaveLength(1);
    expect(document.head.firstElementChild).toBe(linkOf('/antd.0123abcd.css'));
    await Promise.resolve();
    expect(settled).toBe(false);

    linkOf('/antd.0123abcd.css').dispatchEvent(new Event('load'));
    await Promise.all([first, second]);
    expect(settled).toBe(true);
  });

  it('settles also when the sheet fails to load: antd then generates its styles', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ready = antdStylesheetReady('/antd.ffffffff.css');
    linkOf('/antd.ffffffff.css').dispatchEvent(new Event('error'));
    await expect(ready).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('did not load'), '/antd.ffffffff.css');
    warn.mockRestore();
  });
});
