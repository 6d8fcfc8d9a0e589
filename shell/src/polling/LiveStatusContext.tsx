import { createContext, useContext } from 'react';
import type { HostLiveStatus } from '@bess/shared';

/**
 * The latest polled live status of groups, sites and devices (spec 7 polling). The same value reaches the remotes as
 * the host contract's `live`.
 */
export type LiveStatus = HostLiveStatus;

export const NO_LIVE_STATUS: LiveStatus = { byId: {}, updatedAt: null, isStale: false };

const LiveStatusContext = createContext<LiveStatus>(NO_LIVE_STATUS);

export const LiveStatusProvider = LiveStatusContext.Provider;

/** The shell's live status (empty outside a LiveStatusProvider). */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}
