/**
 * The rollout runner: a tick (engine.ts) every `tickMs` on the services' clock. main.ts starts it only in the replica
 * holding the `rollouts` lease (services/lease.ts, beside the simulator's), so the fleet's rollouts run once however
 * many replicas serve the API; the tick's conditional updates keep every device's update single even if two runners
 * overlap for a moment during a hand-over.
 */
import type { Services } from '../services/services';
import { rolloutTick } from './engine';

/** How often the runner ticks unless ROLLOUT_TICK_MS says otherwise. */
export const DEFAULT_ROLLOUT_TICK_MS = 5_000;

export interface RolloutRunner {
  /** Stops ticking; resolves once a tick under way has ended. */
  stop(): Promise<void>;
}

export function startRolloutRunner(
  services: Services,
  options: { tickMs?: number; onError?: (error: unknown) => void } = {},
): RolloutRunner {
  const onError = options.onError ?? ((error: unknown) => console.error('rollouts: tick failed', error));
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    // one tick at a time: a slow database must not pile ticks up
    if (running || stopped) return;
    running = rolloutTick(services, services.now())
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, options.tickMs ?? DEFAULT_ROLLOUT_TICK_MS);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
