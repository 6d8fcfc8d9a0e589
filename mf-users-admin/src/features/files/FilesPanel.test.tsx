import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createApiClient } from '@bess/shared';
import { fakeResponse, renderWithHost } from '@bess/shared/testing';
import { TEXTS } from '../../i18n';
import { FilesPanel } from './FilesPanel';

jest.setTimeout(60_000);

/** Answers every upload at once with 201, after one progress event. */
class InstantUpload {
  static urls: string[] = [];
  status = 201;
  upload: { onprogress: ((e: object) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    InstantUpload.urls.push(url);
  }
  setRequestHeader() {}
  send() {
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.onload?.();
    }, 0);
  }
}

test('lists, uploads (register, PUT to the link, convert) and deletes after confirming', async () => {
  const original = window.XMLHttpRequest;
  window.XMLHttpRequest = InstantUpload as never;
  const sent: string[] = [];
  let bms = [{ id: 'B-1', fileName: 'cells.bin' }];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    if (method !== 'GET') sent.push(`${method} ${url.pathname} ${String(init?.body ?? '')}`);
    if (url.pathname === '/BmsFile' && method === 'GET') return fakeResponse(200, bms);
    if (url.pathname === '/DeviceConfigurationFile' && method === 'GET') return fakeResponse(200, []);
    if (url.pathname === '/BmsFile' && method === 'POST') {
      bms = [...bms, { id: 'B-2', fileName: 'new.bin' }];
      return fakeResponse(200, { id: 'B-2', uploadLink: 'http://api.test/upload/B-2?token=x' });
    }
    if (url.pathname === '/BmsFile' && method === 'DELETE') {
      bms = bms.filter((f) => f.id !== 'B-1');
      return fakeResponse(204);
    }
    if (url.pathname === '/BmsFileConvert') return fakeResponse(204);
    return fakeResponse(404);
  };
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => 'token', fetch });
  const notify = jest.fn();
  try {
    const { container } = await renderWithHost(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FilesPanel />
      </QueryClientProvider>,
      { api, notify },
      'en',
      [TEXTS],
    );
    await screen.findByText('cells.bin');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['abc'], 'new.bin')] } });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'The file new.bin has been uploaded' }),
    );
    expect(InstantUpload.urls).toEqual(['http://api.test/upload/B-2?token=x']);
    expect(sent).toEqual(['POST /BmsFile {"fileName":"new.bin"}', 'PUT /BmsFileConvert {"id":"B-2"}']);
    await screen.findByText('new.bin');

    const row = screen.getByText('cells.bin').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Do you want to delete the file cells.bin?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('cells.bin')).toBeNull());
    expect(sent.at(-1)).toBe('DELETE /BmsFile {"id":"B-1"}');
  } finally {
    window.XMLHttpRequest = original;
  }
});
