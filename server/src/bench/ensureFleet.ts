// Prints the path of the cached seeded database of a fleet (seeding it first when there is none), for the portal
// bench (tests/bench/bench.mjs), which runs a real API on a copy of the large fleet.
// Usage: node node_modules/tsx/dist/cli.mjs server/src/bench/ensureFleet.ts large
import { seededFleetFile } from './benchFleets';

const fleet = process.argv[2] === 'large' ? 'large' : 'demo';
const { file, seededMs } = await seededFleetFile(fleet);
if (seededMs !== null) console.error(`seeded the ${fleet} fleet in ${(seededMs / 1000).toFixed(1)} s`);
console.log(file);
