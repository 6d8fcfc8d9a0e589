import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deploy, releasesOf, rollback } from '../../scripts/deploy.cjs';

/** A built remote as webpack leaves it: entry files that name content-hashed chunks. */
function build(chunk: string, text: string): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-dist-'));
  const manifest = { metaData: { buildInfo: { buildVersion: '0.1.0' } }, chunk };
  fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
  fs.writeFileSync(path.join(dist, 'remoteEntry.js'), `load("${chunk}")`);
  fs.writeFileSync(path.join(dist, chunk), text);
  fs.writeFileSync(path.join(dist, `${chunk}.map`), '{}');
  return dist;
}

const read = (file: string) => fs.readFileSync(file, 'utf8');

describe('deploy: one app published to a static host, beside the releases before it', () => {
  let target: string;
  beforeEach(() => {
    target = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-cdn-'));
  });
  afterEach(() => fs.rmSync(target, { recursive: true, force: true }));

  it('serves the new release and keeps the chunks of the one before, for pages still running it', () => {
    const first = deploy({
      dist: build('120.aaaaaaaa.js', 'old'),
      target,
      app: 'mf-dashboard',
      now: new Date('2026-11-24T10:00:00Z'),
    });
    const second = deploy({
      dist: build('120.bbbbbbbb.js', 'new'),
      target,
      app: 'mf-dashboard',
      now: new Date('2026-11-25T10:00:00Z'),
    });
    const out = path.join(target, 'mf-dashboard');

    expect(second.version).not.toBe(first.version);
    expect(first.version).toMatch(/^0\.1\.0-[0-9a-f]{12}$/);
    expect(read(path.join(out, 'remoteEntry.js'))).toBe('load("120.bbbbbbbb.js")');
    expect(JSON.parse(read(path.join(out, 'mf-manifest.json'))).chunk).toBe('120.bbbbbbbb.js');
    // The old release's chunk is still there: a page opened before the deploy loads it after the deploy.
    expect(read(path.join(out, '120.aaaaaaaa.js'))).toBe('old');
    expect(read(path.join(out, '120.bbbbbbbb.js'))).toBe('new');
    expect(releasesOf({ target, app: 'mf-dashboard' })).toEqual({
      current: second.version,
      releases: [
        { version: first.version, deployedAt: '2026-11-24T10:00:00.000Z' },
        { version: second.version, deployedAt: '2026-11-25T10:00:00.000Z' },
      ],
    });
  });

  it('rolls back to an earlier release by its entry files alone', () => {
    const first = deploy({ dist: build('120.aaaaaaaa.js', 'old'), target, app: 'mf-dashboard' });
    deploy({ dist: build('120.bbbbbbbb.js', 'new'), target, app: 'mf-dashboard' });
    rollback({ target, app: 'mf-dashboard', version: first.version });
    expect(read(path.join(target, 'mf-dashboard', 'remoteEntry.js'))).toBe('load("120.aaaaaaaa.js")');
    expect(releasesOf({ target, app: 'mf-dashboard' }).current).toBe(first.version);
    expect(() => rollback({ target, app: 'mf-dashboard', version: '../../etc/passwd' })).toThrow(/has no release/);
  });

  it('touches no other app, and never replaces the environment configuration of the shell', () => {
    deploy({ dist: build('1.cccccccc.js', 'maintenance'), target, app: 'mf-maintenance' });
    const before = fs.readdirSync(path.join(target, 'mf-maintenance')).sort();
    const shell = build('2.dddddddd.js', 'shell');
    fs.writeFileSync(path.join(shell, 'config.json'), '{"apiBaseUrl":"http://localhost:3000"}');
    deploy({ dist: shell, target, app: 'shell' });
    fs.writeFileSync(path.join(target, 'shell', 'config.json'), '{"apiBaseUrl":"https://api.example.test"}');
    deploy({ dist: shell, target, app: 'shell' });

    expect(read(path.join(target, 'shell', 'config.json'))).toBe('{"apiBaseUrl":"https://api.example.test"}');
    expect(fs.readdirSync(path.join(target, 'mf-maintenance')).sort()).toEqual(before);
  });

  it('refuses an app that was not built', () => {
    expect(() => deploy({ dist: path.join(target, 'missing'), target, app: 'mf-dashboard' })).toThrow(
      /build the app first/,
    );
  });
});
