import { uploadWithProgress } from './uploadWithProgress';

/** A stand-in XMLHttpRequest the test drives by hand. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
}

test('PUTs the file as a block blob to the link, reporting progress to 100 %', async () => {
  const progress: number[] = [];
  const file = new Blob(['abc'], { type: 'text/plain' });
  const done = uploadWithProgress(
    'https://api.test/upload/1?token=t',
    file,
    (p) => progress.push(p),
    FakeRequest as never,
  );
  const xhr = FakeRequest.last;
  expect([xhr.method, xhr.url, xhr.headers['x-ms-blob-type'], xhr.body]).toEqual([
    'PUT',
    'https://api.test/upload/1?token=t',
    'BlockBlob',
    file,
  ]);
  xhr.upload.onprogress!({ lengthComputable: true, loaded: 1, total: 4 });
  xhr.status = 201;
  xhr.onload!();
  await done;
  expect(progress).toEqual([25, 100]);
});

test('a refused upload rejects', async () => {
  const done = uploadWithProgress('https://api.test/u', new Blob(['x']), () => undefined, FakeRequest as never);
  FakeRequest.last.status = 403;
  FakeRequest.last.onload!();
  await expect(done).rejects.toThrow('upload answered 403');
});
