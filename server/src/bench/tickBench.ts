// The live simulator's tick time on the large fleet (1,000 sites, 10,000 devices; SQLite): a copy of the cached bench
// database (benchFleets.ts), effects under way on 60 devices (restarts, test modes, grid losses sent as commands),
// then full ticks (advanceTo, every 10 simulated seconds) and command ticks (deliverCommands, every simulated second).
// Usage: node node_modules/tsx/dist/cli.mjs server/src/bench/tickBench.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../db/database';
import { advanceTo, deliverCommands, COMMAND_DELIVERY_DELAY_MS } from '../simulator';
import { benchServices, seededFleetFile } from './benchFleets';
import { ms, summarize } from './timing';

const { file } = await seededFleetFile('large');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bess-tick-bench-'));
const copy = path.join(dir, 'tick.sqlite');
const source = await openDatabase(file);
await source.sqlite.backup(copy);
await source.close();
const database = await openDatabase(copy);
let now = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const services = { ...benchServices(database), now: () => now };

await advanceTo(services, now); // catches up from the time of the seed (not timed)
const devices = database.sqlite
  .prepare(`SELECT "deviceId" FROM live_status WHERE state = 'passive' ORDER BY "deviceId" LIMIT 60`)
  .all() as { deviceId: string }[];
const insert = database.sqlite.prepare(
  'INSERT INTO command_log ("deviceId", "sendDateTime", command, status, payload, "user", "deliverAt") VALUES (?, ?, ?, 1, ?, ?, ?)',
);
const commands = ['restart', 'testMode', 'gridLoss'];
devices.forEach(({ deviceId }, i) =>
  insert.run(
    deviceId,
    now.toISOString(),
    commands[i % 3],
    commands[i % 3] === 'testMode' ? '{"value":2}' : null,
    'bench@demo.test',
    new Date(now.getTime() + COMMAND_DELIVERY_DELAY_MS).toISOString(),
  ),
);

// wall time, and this process's CPU time (less skewed by the load of other processes on a shared machine)
const full: number[] = [];
const command: number[] = [];
const fullCpu: number[] = [];
const commandCpu: number[] = [];
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
for (let tick = 0; tick < 30; tick++) {
  for (let second = 1; second < 10; second++) {
    now = new Date(now.getTime() + 1000);
    const [started, cpu] = [performance.now(), cpuMs()];
    await deliverCommands(services, now);
    command.push(performance.now() - started);
    commandCpu.push(cpuMs() - cpu);
  }
  now = new Date(now.getTime() + 1000);
  const [started, cpu] = [performance.now(), cpuMs()];
  await advanceTo(services, now);
  full.push(performance.now() - started);
  fullCpu.push(cpuMs() - cpu);
}
await database.close();
fs.rmSync(dir, { recursive: true, force: true });

const line = (name: string, durations: number[]) => {
  const t = summarize(durations);
  console.log(`${name}: ${t.count} ticks, p50 ${ms(t.p50)}, p95 ${ms(t.p95)}, max ${ms(t.max)}`);
};
line('full tick (advanceTo, 10,000 devices), wall', full);
line('full tick, CPU', fullCpu);
line('command tick (deliverCommands), wall', command);
line('command tick, CPU', commandCpu);
