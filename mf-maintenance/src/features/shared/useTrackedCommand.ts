import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, commandLogId, logKeys, logQueries, useHost } from '@bess/shared';
import { useTexts } from '../../i18n';
import { isCommandSettled, sentCommandState, type CommandState, type SentCommand } from './commandState';

/** How often the command log is read while a sent command waits for delivery. */
export const COMMAND_POLL_MS = 2_000;

/** A command this page sent, and what became of it. */
export interface TrackedCommand extends SentCommand {
  deviceId: string;
  /** The spec 8 text shown when it fails. */
  failureText: string;
  /** The call itself failed (HTTP error): the command never reached the log. */
  callFailed: boolean;
}

/**
 * Sends device commands and follows each one in the device command log (spec 3 status 1 → 2 or 3), so that the page
 * shows pending → delivered → failed instead of a bare toast. The log is polled only while the command is unsettled.
 */
export function useTrackedCommand(deviceId: string | null) {
  const { api, user } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const [tracked, setTracked] = useState<TrackedCommand | null>(null);
  const logId = commandLogId(tracked?.deviceId ?? deviceId ?? '');
  const log = useQuery({
    ...logQueries.commands(api, logId),
    enabled: tracked !== null && !tracked.callFailed,
    refetchInterval: (query) =>
      tracked && !isCommandSettled(sentCommandState(query.state.data, tracked)) ? COMMAND_POLL_MS : false,
  });
  const state: CommandState | null = tracked
    ? tracked.callFailed
      ? 'failed'
      : sentCommandState(log.data, tracked)
    : null;

  const send = useCallback(
    async (
      command: string,
      call: () => Promise<unknown>,
      failureText: string,
      target?: string,
      /** Called with the error of a call that failed (a form shows the fields the API refused). */
      onFailure?: (error: unknown) => void,
    ) => {
      const sent: TrackedCommand = {
        deviceId: target ?? deviceId ?? '',
        command,
        user: user?.userEmail ?? '',
        sentAt: Date.now(),
        failureText,
        callFailed: false,
      };
      setTracked(sent);
      try {
        await call();
        await queryClient.invalidateQueries({ queryKey: logKeys.commands(commandLogId(sent.deviceId)) });
        return true;
      } catch (error) {
        // A refused value (400, e.g. a test-mode value beyond the inverter's power) also says why, in the user's
        // language: the messages of the refused fields, never the API's English.
        const why =
          error instanceof ApiError && error.fieldErrors.length > 0
            ? error.fieldErrors.map((e) => t(e.key, { ns: 'error', ...e.values })).join('; ')
            : undefined;
        setTracked({ ...sent, callFailed: true, failureText: why ? `${failureText}: ${why}` : failureText });
        onFailure?.(error);
        return false;
      }
    },
    [deviceId, user, queryClient, t],
  );

  return { tracked, state, send, clear: () => setTracked(null) };
}
