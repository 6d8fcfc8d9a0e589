// The reference API: `npm start` in server/ (and the root `npm start`) runs this.
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { startMinuteStoreMaintenance } from './db/minuteStore';
import { loggerOptions } from './http/requestLog';
import { startIdentityProvider } from './idp';
import { startRolloutRunner } from './rollouts/runner';
import { runWhileLeader, replicaHolderName } from './services/lease';
import { createServices } from './services/services';
import { createTokenVerifier } from './services/tokenVerifier';
import { seedIfEmpty, startSimulator } from './simulator';

const started = Date.now();
const config = loadConfig();
const database = await openDatabase(config.databaseUrl ?? config.databaseFile);
const now = () => new Date();
const services = createServices(config, database, now);

await seedIfEmpty(services);
const stopIdp = config.runIdentityProvider ? await startIdentityProvider(config, services) : async () => undefined;
const app = await buildApp({
  services,
  verifyToken: createTokenVerifier({ issuer: config.issuer, audience: config.audience, jwksUrl: config.jwksUrl }),
  logger: loggerOptions(config.logLevel),
  checkAnswers: config.checkAnswers,
});
await app.listen({ port: config.port, host: config.host });
// The live simulator runs on either engine (its transactions are written once, db/engines/program.ts), and
// several replicas on one database simulate the fleet once: the replica holding the `simulator` lease does
// (services/lease.ts); another takes over within LEASE_TTL_MS when it stops renewing.
const simulation = config.simulate
  ? await runWhileLeader(services.db, {
      name: 'simulator',
      holder: replicaHolderName(config),
      onLead: () => {
        console.log('simulator: this replica holds the lease and simulates the fleet');
        return startSimulator(services);
      },
      onError: (error) => console.error('simulator: lease', error),
    })
  : null;
// Firmware rollouts run once too, in the replica holding the `rollouts` lease (rollouts/runner.ts); a lease of its
// own, so that the rollouts go on where the simulator does not run (SIMULATE=0, a real fleet).
const rollouts = await runWhileLeader(services.db, {
  name: 'rollouts',
  holder: replicaHolderName(config),
  onLead: () => {
    console.log('rollouts: this replica holds the lease and runs the firmware rollouts');
    const runner = startRolloutRunner(services, { tickMs: config.rolloutTickMs });
    return () => void runner.stop();
  },
  onError: (error) => console.error('rollouts: lease', error),
});
// On PostgreSQL the minute store packs ended days and drops old ones (db/minuteStore.ts), once, in the replica that
// holds the `minute-store` lease.
const minuteStore =
  database.engine === 'postgres'
    ? await runWhileLeader(services.db, {
        name: 'minute-store',
        holder: replicaHolderName(config),
        onLead: () => {
          const stop = startMinuteStoreMaintenance(services.db, config.telemetryMinuteDays, now);
          return () => void stop();
        },
        onError: (error) => console.error('minute store: lease', error),
      })
    : null;
console.log(`BESS API on http://localhost:${config.port} (ready in ${Date.now() - started} ms)`);

async function shutdown() {
  await simulation?.stop();
  await rollouts.stop();
  await minuteStore?.stop();
  await app.close();
  await stopIdp();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
