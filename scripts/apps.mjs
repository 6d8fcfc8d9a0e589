// The seven apps of the portal and where they live, read from shared/federation.json (the one definition).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const federation = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared', 'federation.json'), 'utf8'));

/** @type {{ name: string, dir: string, port: number, isShell: boolean }[]} */
export const APPS = [
  { name: federation.shell.name, dir: federation.shell.dir, port: federation.shell.port, isShell: true },
  ...Object.entries(federation.remotes).map(([name, r]) => ({ name, dir: r.dir, port: r.port, isShell: false })),
];

export const appDir = (app) => path.join(ROOT, app.dir);
export const distDir = (app) => path.join(ROOT, app.dir, 'dist');
