export { seedIfEmpty, seedFleet, defaultHistory, type SeedOptions, type SeedReport } from './seed';
export {
  advanceTo,
  deliverCommands,
  startSimulator,
  effectOf,
  meterOutcome,
  COMMAND_DELIVERY_DELAY_MS,
  METER_STEP_MS,
  RESTART_OFFLINE_MS,
} from './live';
export { DEMO_ACCOUNTS, FLEET_FIRMWARE_BUILDS } from './fleet';
