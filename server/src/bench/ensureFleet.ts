// Prints the path of a cached seeded bench database (seeding it first when there is none), for the portal bench
// (tests/bench/bench.mjs), which runs a real API on a copy of it: `large` (1,000 sites), `year` (the demo fleet with a
// year of 1-minute data for one device) or `demo`.
// Usage: node node_modules/tsx/dist/cli.mjs server/src/bench/ensureFleet.ts large|year|demo
// Seeding logs to stdout too (the simulator's line), so the path goes on a line of its own that starts with
// DATABASE_LINE: the reader takes that line, whatever else came before it.
import { seededFleetFile, seededYearFile } from './benchFleets';

/** The start of the line that carries the path (tests/bench/bench.mjs looks for it). */
export const DATABASE_LINE = 'bench database: ';

const which = process.argv[2];
const { file, seededMs } =
  which === 'year' ? await seededYearFile() : await seededFleetFile(which === 'large' ? 'large' : 'demo');
if (seededMs !== null) console.error(`seeded the ${which} bench database in ${(seededMs / 1000).toFixed(1)} s`);
console.log(DATABASE_LINE + file);
