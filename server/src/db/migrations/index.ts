import type { EngineMigration } from '../migrate';
import { core } from './001-core';
import { telemetry } from './002-telemetry';
import { alarms } from './003-alarms';
import { operations } from './004-operations';
import { content } from './005-content';
import { idp } from './006-idp';
import { apiPerformance } from './007-performance';
import { siteLive } from './008-site-live';
import { shareTokens } from './009-share-tokens';
import { energyBalance } from './010-energy-balance';
import { idempotency } from './011-idempotency';
import { replicas } from './012-replicas';
import { simulatorEffects } from './013-simulator-effects';
import { simulatorHolds } from './014-simulator-holds';
import { typedParameters } from './015-typed-parameters';
import { rollouts } from './016-rollouts';
import { minuteStore } from './017-minute-store';

/**
 * Every migration by name, one list for both engines (db/migrate.ts runs it on either); names sort in the order they
 * apply, and are what each engine records as applied. Add a new file and a line here; never change what one that
 * shipped makes.
 */
export const migrations: Record<string, EngineMigration> = {
  '001-core': core,
  '002-telemetry': telemetry,
  '003-alarms': alarms,
  '004-operations': operations,
  '005-content': content,
  '006-idp': idp,
  '007-performance': apiPerformance,
  '008-site-live': siteLive,
  '009-share-tokens': shareTokens,
  '010-energy-balance': energyBalance,
  '011-idempotency': idempotency,
  '012-replicas': replicas,
  '013-simulator-effects': simulatorEffects,
  '014-simulator-holds': simulatorHolds,
  '015-typed-parameters': typedParameters,
  '016-rollouts': rollouts,
  '017-minute-store': minuteStore,
};
