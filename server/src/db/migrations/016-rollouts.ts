import type { Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/**
 * Fleet firmware rollouts (rollouts/, server/README.md "Firmware rollouts"), and the simulated install under way.
 * - `rollouts`: one rollout: its target, its selection as given, its wave settings and rules, its status and wave,
 *   when each wave began and ended, and why a rule halted it.
 * - `rollout_devices`: each device of a rollout once (primary key), with its wave and the state of its update. The
 *   runner moves a device from pending to sent with a conditional update in the transaction that writes its update
 *   plan, so that no device is ever sent twice.
 * - `simulator_firmware_installs`: a simulated device installing a build until `until`, then reporting `branch` and
 *   `build` (outcome `installed`) or its old build and an error (`failed`), back in `state` and `mode`. In the
 *   database like the simulator's other effects (migration 013), so that a new leader finishes the install.
 */
export const rollouts: EngineMigration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rollouts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('targetBranch', 'text', (c) => c.notNull())
      .addColumn('targetBuild', 'text', (c) => c.notNull())
      .addColumn('selection', 'text', (c) => c.notNull())
      .addColumn('waves', 'text', (c) => c.notNull())
      .addColumn('waveCount', 'integer', (c) => c.notNull())
      .addColumn('soakMinutes', 'integer', (c) => c.notNull())
      .addColumn('maxFailedShare', 'real', (c) => c.notNull())
      .addColumn('installTimeoutMinutes', 'integer', (c) => c.notNull())
      .addColumn('windowStartHour', 'integer')
      .addColumn('windowEndHour', 'integer')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('currentWave', 'integer')
      .addColumn('waveTimes', 'text', (c) => c.notNull())
      .addColumn('haltReason', 'text')
      .addColumn('createdBy', 'text', (c) => c.notNull())
      .addColumn('createdAt', 'text', (c) => c.notNull())
      .addColumn('startedBy', 'text')
      .addColumn('startedAt', 'text')
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .addColumn('endedAt', 'text')
      .execute();
    await db.schema.createIndex('rollouts_by_status').on('rollouts').columns(['status', 'createdAt']).execute();
    await db.schema
      .createTable('rollout_devices')
      .addColumn('rolloutId', 'text', (c) => c.notNull().references('rollouts.id').onDelete('cascade'))
      .addColumn('deviceId', 'text', (c) => c.notNull().references('devices.deviceId').onDelete('cascade'))
      .addColumn('siteId', 'text')
      .addColumn('wave', 'integer', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('failureReason', 'text')
      .addColumn('buildBefore', 'text', (c) => c.notNull())
      .addColumn('sentAt', 'text')
      .addColumn('updatedAt', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('rollout_devices_pk', ['rolloutId', 'deviceId'])
      .execute();
    await db.schema
      .createIndex('rollout_devices_by_wave')
      .on('rollout_devices')
      .columns(['rolloutId', 'wave', 'state'])
      .execute();
    await db.schema.createIndex('rollout_devices_by_state').on('rollout_devices').columns(['state']).execute();
    await db.schema.createIndex('rollout_devices_by_device').on('rollout_devices').columns(['deviceId']).execute();
    await db.schema
      .createTable('simulator_firmware_installs')
      .addColumn('deviceId', 'text', (c) => c.primaryKey().references('devices.deviceId').onDelete('cascade'))
      .addColumn('until', 'text', (c) => c.notNull())
      .addColumn('branch', 'text', (c) => c.notNull())
      .addColumn('build', 'text', (c) => c.notNull())
      .addColumn('outcome', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['simulator_firmware_installs', 'rollout_devices', 'rollouts'])
      await db.schema.dropTable(table).execute();
  },
};
