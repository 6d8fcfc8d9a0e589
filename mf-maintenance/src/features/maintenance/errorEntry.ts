/** What a device error entry names (spec 3 error entries; server/README: island failures 3001-3004). */
import { ISLAND_FAILURES, parseBmsErrors, type BmsError, type IslandFailure } from '@bess/shared';

/** The error ids the simulated device writes for island failures (spec 4), in ISLAND_FAILURES order. */
export const ISLAND_FAILURE_ERROR_ID_FIRST = 3001;

/** The error id a device writes when its firmware install failed (server/README.md "Firmware rollouts"). */
const FIRMWARE_UPDATE_FAILED_ERROR_ID = 3010;

export type ErrorName =
  | { kind: 'island'; failure: IslandFailure }
  | { kind: 'firmwareUpdateFailed' }
  | { kind: 'alarm'; code: number }
  | { kind: 'bms'; code: number };

/**
 * The name of an error entry: an island failure, a failed firmware install, a device alarm code, or a BMS error code
 * (spec 3: 0 to 2060).
 */
export function errorName(entry: { errorId: string | number; code?: number | null }): ErrorName {
  const id = Number(entry.errorId);
  const island = ISLAND_FAILURES[id - ISLAND_FAILURE_ERROR_ID_FIRST];
  if (island) return { kind: 'island', failure: island };
  if (id === FIRMWARE_UPDATE_FAILED_ERROR_ID) return { kind: 'firmwareUpdateFailed' };
  if (typeof entry.code === 'number' && entry.code >= 100 && entry.code < 500)
    return { kind: 'alarm', code: entry.code };
  return { kind: 'bms', code: typeof entry.code === 'number' ? entry.code : id };
}

/** spec 3: the BMS errors in an entry's pipe-separated description (none when it has no description). */
export function bmsErrorsOf(description: string | null | undefined): { errors: BmsError[]; invalidLines: string[] } {
  return parseBmsErrors(description);
}
