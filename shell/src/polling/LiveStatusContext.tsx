import { createContext, useContext } from 'react';
import type { LiveDataById } from '@bess/shared';

/** The latest polled live status of groups, sites and devices (spec 7 polling), as the shell's lists show it. */
export interface LiveStatus {
  /** Live data by group, site or device id; ids not polled (yet) are absent. */
  byId: LiveDataById;
  /** When the newest status answer arrived (epoch ms), or null before the first. */
  updatedAt: number | null;
  /** True when the shown status is older than two poll cycles (a failed or paused poll): shown with its age. */
  isStale: boolean;
}

export const NO_LIVE_STATUS: LiveStatus = { byId: {}, updatedAt: null, isStale: false };

const LiveStatusContext = createContext<LiveStatus>(NO_LIVE_STATUS);

export const LiveStatusProvider = LiveStatusContext.Provider;

/** The shell's live status (empty outside a LiveStatusProvider). */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
