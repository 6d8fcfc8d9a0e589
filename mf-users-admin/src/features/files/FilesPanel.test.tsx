import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderRemote } from '@bess/shared/testing';
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
  let bms = [{ id: 'B-1', fileName: 'cells.bin' }];
  const api = fakeApi({
    getBmsFiles: () => bms,
    getDeviceConfigurationFiles: [],
    createBmsFile: () => {
      bms = [...bms, { id: 'B-2', fileName: 'new.bin' }];
      return { id: 'B-2', uploadLink: 'http://api.test/upload/B-2?token=x' };
    },
    deleteBmsFile: () => {
      bms = bms.filter((f) => f.id !== 'B-1');
      return '';
    },
    convertBmsFile: '',
  });
  /** The changes the panel asked the server for, in order. */
  const sent = () =>
    api.requests
      .filter((request) => request.method !== 'GET')
      .map(({ method, path, body }) => `${method} ${path} ${JSON.stringify(body)}`);
  const notify = jest.fn();
  try {
    const { container } = await renderRemote(<FilesPanel />, { api, host: { notify }, namespaces: [TEXTS] });
    await screen.findByText('cells.bin');
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    fireEvent.change(input, { target: { files: [new File(['abc'], 'new.bin')] } });
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ level: 'success', message: 'The file new.bin has been uploaded' }),
    );
    expect(InstantUpload.urls).toEqual(['http://api.test/upload/B-2?token=x']);
    expect(sent()).toEqual(['POST /BmsFile {"fileName":"new.bin"}', 'PUT /BmsFileConvert {"id":"B-2"}']);
    await screen.findByText('new.bin');

    const row = screen.getByText('cells.bin').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Do you want to delete the file cells.bin?');
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText('cells.bin')).toBeNull());
    expect(sent().at(-1)).toBe('DELETE /BmsFile {"id":"B-1"}');
  } finally {
    window.XMLHttpRequest = original;
  }
});
