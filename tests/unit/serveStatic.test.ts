import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { serveStatic } from '../../scripts/serve-static.cjs';
import { parseEmbedOrigins } from '../../scripts/securityHeaders.cjs';

const SHELL = 'http://localhost:8080';
const PARTNER = 'https://partner.example.org';
const CONFIG = {
  apiBaseUrl: 'https://api.example.test',
  auth: { authority: 'https://login.example.test/tenant' },
  remotes: { mf_dashboard: 'https://cdn.example.test/dashboard/mf-manifest.json' },
  mapTileUrl: 'https://tiles.example.test/{z}/{x}/{y}.png',
};

function builtApp(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>app</title>');
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var entry = 1;'.repeat(100));
  fs.writeFileSync(path.join(dir, 'main.0123abcd.js'), 'var chunk = 1;'.repeat(100));
  fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(CONFIG));
  fs.writeFileSync(path.join(os.tmpdir(), 'bess-static-secret.txt'), 'secret');
  return dir;
}

describe('the static server of the shell and the remotes', () => {
  const servers: Server[] = [];
  let remote: string;
  let shell: string;
  let embeddable: string;
  beforeAll(async () => {
    const dir = builtApp();
    const url = (server: Server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const r = await serveStatic({ dir, port: 0, corsOrigins: [SHELL] });
    const s = await serveStatic({ dir, port: 0, spa: true });
    const e = await serveStatic({ dir, port: 0, corsOrigins: [SHELL], embedOrigins: [SHELL, PARTNER] });
    servers.push(r, s, e);
    remote = url(r);
    shell = url(s);
    embeddable = url(e);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('caches content-hashed chunks for a year and revalidates the files that name other files', async () => {
    const chunk = await fetch(`${remote}/main.0123abcd.js`);
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const file of ['remoteEntry.js', 'index.html', 'config.json']) {
      expect((await fetch(`${remote}/${file}`)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('compresses text with gzip', async () => {
    const answer = await fetch(`${remote}/remoteEntry.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.headers.get('content-encoding')).toBe('gzip');
    expect(await answer.text()).toContain('var entry = 1;');
  });

  it('allows only the configured origins cross-origin', async () => {
    const fromShell = await fetch(`${remote}/remoteEntry.js`, { headers: { origin: SHELL } });
    expect(fromShell.headers.get('access-control-allow-origin')).toBe(SHELL);
    const fromElsewhere = await fetch(`${remote}/remoteEntry.js`, { headers: { origin: 'https://evil.test' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    const fromShellToShell = await fetch(`${shell}/index.html`, { headers: { origin: 'https://evil.test' } });
    expect(fromShellToShell.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('sends nosniff, a referrer policy and a remote policy that no page may frame', async () => {
    const answer = await fetch(`${remote}/index.html`);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = answer.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('lets only the configured origins frame a remote (its frame-ancestors)', async () => {
    const csp = (await fetch(`${embeddable}/index.html`)).headers.get('content-security-policy') ?? '';
    const frameAncestors = csp.split('; ').find((d) => d.startsWith('frame-ancestors '));
    expect(frameAncestors).toBe(`frame-ancestors ${SHELL} ${PARTNER}`);
  });

  it('reads the embedding origins from EMBED_ORIGINS and refuses anything that is not an origin', () => {
    expect(parseEmbedOrigins(undefined)).toEqual([]);
    expect(parseEmbedOrigins(' ')).toEqual([]);
    expect(parseEmbedOrigins(`${PARTNER}, https://portal.example.com:8443/`)).toEqual([
      PARTNER,
      'https://portal.example.com:8443',
    ]);
    for (const bad of [
      '*',
      "'self'",
      'partner.example.org',
      'https://partner.example.org/page',
      'https://a.test; script-src *',
      'javascript:alert(1)',
    ]) {
      expect(() => parseEmbedOrigins(bad)).toThrow('EMBED_ORIGINS');
    }
  });

  it("gives the shell a policy built from its config.json: its remotes' scripts, no inline script, no framing", async () => {
    const csp = (await fetch(`${shell}/main/home`)).headers.get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self' https://cdn.example.test");
    expect(directive('connect-src')).toBe(
      "connect-src 'self' https://api.example.test https://login.example.test https://cdn.example.test",
    );
    expect(directive('img-src')).toContain('https://tiles.example.test');
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive('base-uri')).toBe("base-uri 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it("serves the shell's deep links from index.html, and a missing asset stays a 404", async () => {
    const deep = await fetch(`${shell}/main/data`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<title>app</title>');
    expect((await fetch(`${shell}/missing.js`)).status).toBe(404);
    expect((await fetch(`${remote}/main/data`)).status).toBe(404);
  });

  it('never serves a file outside its folder', async () => {
    for (const probe of [
      '/../bess-static-secret.txt',
      '/%2e%2e/bess-static-secret.txt',
      '/..%2fbess-static-secret.txt',
    ]) {
      const answer = await fetch(`${remote}${probe}`);
      expect(answer.status).not.toBe(200);
      expect(await answer.text()).not.toContain('secret');
    }
  });

  it('refuses methods that change things', async () => {
    expect((await fetch(`${remote}/index.html`, { method: 'POST', body: 'x' })).status).toBe(404);
  });
});
