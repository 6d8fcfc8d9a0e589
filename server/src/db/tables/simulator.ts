/**
 * The live simulator's effects under way (migrations/013-simulator-effects.ts), so that a replica
 * taking the `simulator` lease over continues them. Times are ISO 8601 text of the simulator's clock.
 */
export interface SimulatorTables {
  /** A device restarting: offline until `until`, then back in `state` and `mode`. */
  simulator_restarts: {
    deviceId: string;
    until: string;
    state: string;
    mode: string;
  };
  /** A device in test mode: its set-point (kW) and the state and mode a release returns to. */
  simulator_test_modes: {
    deviceId: string;
    setpoint: number;
    state: string;
    mode: string;
  };
  /** A grid loss: an island in [islandFrom, islandUntil), grid mode again at restoreAt; restored 0/1. */
  simulator_outages: {
    deviceId: string;
    islandFrom: string;
    islandUntil: string;
    restoreAt: string;
    restored: number;
  };
  /** An alarm the simulator raised and when it clears it. */
  simulator_alarm_clears: {
    alarmId: number;
    clearAt: string;
  };
  /** The state of charge (%) a Hold charge event found on a device at its start (migrations/014-simulator-holds.ts). */
  simulator_holds: {
    deviceId: string;
    eventId: string;
    soc: number;
  };
  /**
   * A device installing a firmware build (migrations/016-rollouts.ts) until `until`; then it reports `branch` and
   * `build` (outcome `installed`) or its old build and an error (`failed`), back in `state` and `mode`.
   */
  simulator_firmware_installs: {
    deviceId: string;
    until: string;
    branch: string;
    build: string;
    outcome: 'installed' | 'failed';
    state: string;
    mode: string;
  };
}
