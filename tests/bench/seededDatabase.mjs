// The seeding step of `npm run bench` on its own: prints the path of a cached seeded bench database, seeding it first
// when there is none. Usage: node tests/bench/seededDatabase.mjs large|year
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** server/src/bench/ensureFleet.ts's DATABASE_LINE: the line of its output that carries the database's path. */
const DATABASE_LINE = 'bench database: ';

/**
 * The path of a cached seeded bench database (`large`, `year`), seeding it first when there is none. The seeding
 * process also logs to stdout (the simulator's line on a first run), so the path is read from its own marked line,
 * never from the whole output.
 */
export function seededDatabase(root, which) {
  const output = execFileSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'server/src/bench/ensureFleet.ts', which],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = output
    .split(/\r?\n/)
    .reverse()
    .find((text) => text.startsWith(DATABASE_LINE));
  const file = line?.slice(DATABASE_LINE.length).trim();
  if (!file || !fs.existsSync(file)) {
    throw new Error(`ensureFleet ${which} printed no database that exists:\n${output}`);
  }
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(seededDatabase(fileURLToPath(new URL('../..', import.meta.url)), process.argv[2] ?? 'year'));
}
