import type { AlarmsTables } from './tables/alarms';
import type { ContentTables } from './tables/content';
import type { CoreTables, FleetTables, LiveTables } from './tables/core';
import type { IdempotencyTables } from './tables/idempotency';
import type { IdpTables } from './tables/idp';
import type { OperationsTables } from './tables/operations';
import type { ReplicaTables } from './tables/replicas';
import type { RolloutTables } from './tables/rollouts';
import type { RollupTables } from './tables/rollups';
import type { SimulatorTables } from './tables/simulator';
import type { TelemetryTables } from './tables/telemetry';

/**
 * Every table of the database, one interface per area in db/tables/. Times are ISO 8601 text in UTC unless a column
 * says otherwise; telemetry uses whole epoch seconds. Booleans are 0/1 (SQLite). JSON columns hold text.
 */
export interface Database
  extends
    CoreTables,
    FleetTables,
    LiveTables,
    TelemetryTables,
    AlarmsTables,
    OperationsTables,
    ContentTables,
    IdpTables,
    IdempotencyTables,
    RollupTables,
    ReplicaTables,
    SimulatorTables,
    RolloutTables {}
