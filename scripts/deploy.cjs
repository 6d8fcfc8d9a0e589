// Publishes one built app (the shell or a remote) into a folder that a static host or CDN serves, without touching
// the other apps (docs/deployment.md). `npm run deploy -- <app dir> --to <folder> [--rollback <version>]`
//
// The layout under <folder>/<app dir>/:
// - every content-hashed file of every release, side by side: names never repeat with other content, so they are
//   served `immutable`, and a page still running the previous release keeps finding its chunks after a deploy;
// - the entry files (mf-manifest.json, remoteEntry.js, index.html, ...: the files that name the others), replaced
//   last and each atomically (written beside, then renamed), so no client ever reads an entry whose chunks are not
//   there yet; served `no-cache`;
// - releases/<version>.json: what each release published (its version, time and entry files' content), so that
//   `--rollback <version>` puts an earlier release's entries back (its chunks are still there).
// The shell's config.json belongs to the environment, not to the build: it is published only where none exists.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Content-hashed file names, as the static server marks them immutable (scripts/serve-static.cjs). */
const HASHED = /\.[0-9a-f]{8}\.(js|css)(\.map|\.LICENSE\.txt)?$/;
/** Files of a build that belong to the environment: published once, never replaced by a deploy. */
const ENVIRONMENT_FILES = new Set(['config.json']);

function filesOf(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesOf(full, base) : [path.relative(base, full).split(path.sep).join('/')];
  });
}

function writeAtomically(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, content);
  fs.renameSync(temporary, file);
}

/**
 * The release's version: the manifest's build version (the package's) and a digest of the entry files, which name
 * every chunk by its content hash, so two builds of one package version are two releases.
 */
function versionOf(dist, entries) {
  const manifest = path.join(dist, 'mf-manifest.json');
  let base = 'build';
  if (fs.existsSync(manifest)) {
    const version = JSON.parse(fs.readFileSync(manifest, 'utf8'))?.metaData?.buildInfo?.buildVersion;
    if (typeof version === 'string' && /^[\w.]+$/.test(version)) base = version;
  }
  const digest = crypto.createHash('sha256');
  for (const file of entries) digest.update(file).update(fs.readFileSync(path.join(dist, file)));
  return `${base}-${digest.digest('hex').slice(0, 12)}`;
}

/**
 * Publishes `dist` as app `app` under `target`. Returns what it did.
 * @param {{ dist: string, target: string, app: string, now?: Date }} options
 */
function deploy({ dist, target, app, now = new Date() }) {
  if (!fs.existsSync(dist))
    throw new Error(`${dist} does not exist: build the app first (npm run build -- --only=${app})`);
  const out = path.join(target, app);
  const files = filesOf(dist);
  const hashed = files.filter((file) => HASHED.test(file));
  const entries = files.filter((file) => !HASHED.test(file) && !ENVIRONMENT_FILES.has(file));
  const version = versionOf(dist, entries);
  let copied = 0;
  // 1. The chunks first; a name that is already there has the same content, so it is left alone.
  for (const file of hashed) {
    const to = path.join(out, file);
    if (fs.existsSync(to)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(path.join(dist, file), to);
    copied++;
  }
  for (const file of files.filter((f) => ENVIRONMENT_FILES.has(f))) {
    const to = path.join(out, file);
    if (!fs.existsSync(to)) writeAtomically(to, fs.readFileSync(path.join(dist, file)));
  }
  // 2. The release record, then 3. the entries: from here on, new page loads get the new release.
  const release = {
    app,
    version,
    deployedAt: now.toISOString(),
    entries: Object.fromEntries(entries.map((file) => [file, fs.readFileSync(path.join(dist, file), 'base64')])),
  };
  writeAtomically(path.join(out, 'releases', `${version}.json`), JSON.stringify(release));
  publishEntries(out, release);
  return { app, version, chunksCopied: copied, entries };
}

function publishEntries(out, release) {
  for (const [file, content] of Object.entries(release.entries)) {
    writeAtomically(path.join(out, file), Buffer.from(content, 'base64'));
  }
  writeAtomically(path.join(out, 'releases', 'current.json'), JSON.stringify({ version: release.version }));
}

/** Puts an earlier release of `app` back: its entry files again (its chunks were never removed). */
function rollback({ target, app, version }) {
  const out = path.join(target, app);
  const file = path.join(out, 'releases', `${version}.json`);
  if (!/^[\w.+-]+$/.test(version) || !fs.existsSync(file)) {
    throw new Error(`${app} has no release ${version} in ${target}`);
  }
  publishEntries(out, JSON.parse(fs.readFileSync(file, 'utf8')));
  return { app, version };
}

/** The releases of `app` under `target`, oldest first, and the one being served. */
function releasesOf({ target, app }) {
  const dir = path.join(target, app, 'releases');
  if (!fs.existsSync(dir)) return { current: null, releases: [] };
  const releases = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json') && name !== 'current.json')
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')))
    .map(({ version, deployedAt }) => ({ version, deployedAt }))
    .sort((a, b) => a.deployedAt.localeCompare(b.deployedAt));
  const current = JSON.parse(fs.readFileSync(path.join(dir, 'current.json'), 'utf8')).version;
  return { current, releases };
}

module.exports = { HASHED, deploy, releasesOf, rollback };

async function main() {
  const { APPS, distDir } = await import('./apps.mjs');
  const args = process.argv.slice(2);
  const option = (name) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const appName = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
  const app = APPS.find((a) => a.dir === appName || a.name === appName);
  const target = option('--to');
  if (!app || !target) {
    console.error(
      `usage: npm run deploy -- <${APPS.map((a) => a.dir).join('|')}> --to <folder> [--rollback <version> | --list]`,
    );
    process.exit(2);
  }
  const rollbackTo = option('--rollback');
  if (args.includes('--list')) {
    console.log(JSON.stringify(releasesOf({ target, app: app.dir }), null, 2));
  } else if (rollbackTo) {
    rollback({ target, app: app.dir, version: rollbackTo });
    console.log(`${app.dir}: release ${rollbackTo} is served again from ${path.join(target, app.dir)}`);
  } else {
    const done = deploy({ dist: distDir(app), target, app: app.dir });
    console.log(
      `${app.dir}: release ${done.version} published to ${path.join(target, app.dir)} ` +
        `(${done.chunksCopied} new chunks, ${done.entries.length} entry files)`,
    );
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
