import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../../i18n';
import { ApiError, statusKeys, useHost, type StateCommand } from '@bess/shared';
import { isCommandSettled, type PendingCommand } from '../statusRules';

/** What a state command goes to: a device (POST /SendStateModeCommand) or a site (POST /SendStateModeSiteCommand). */
export interface CommandTarget {
  kind: 'device' | 'site';
  id: string;
}

/** The status the widget shows, to tell when the command's loading flag may clear. */
export interface ShownStatus {
  fetchedAt: number | null;
  state: string | null | undefined;
}

/**
 * The `error` namespace key of a failed command (spec 8). 403 (a level too weak) and 404 (an object the user may not
 * see answers as if it did not exist) are 'Access denied' (spec 5: site commands are refused without access).
 * Decision on the spec's two failure texts: when the command may not have reached the server (no answer, a timeout,
 * a 5xx) it is 'Failed to send command, please try again'; when the server refused it otherwise, or anything else
 * broke, it is 'Something went wrong'.
 */
export function commandErrorKey(err: unknown): 'accessDenied' | 'commandFailed' | 'somethingWentWrong' {
  if (!(err instanceof ApiError)) return 'somethingWentWrong';
  if (err.status === 403 || err.status === 404) return 'accessDenied';
  if (err.status === 0 || err.status === 408 || err.status >= 500) return 'commandFailed';
  return 'somethingWentWrong';
}

/**
 * spec 4 state commands: sends state_running or state_idling, tells the outcome as a snackbar (spec 8), and keeps a
 * loading flag from sending until a status refresh shows it (see isCommandSettled). The status queries are
 * invalidated at once so every view of it refetches.
 */
export function useStateCommand(target: CommandTarget, shown: ShownStatus) {
  const { api, notify } = useHost();
  const { t } = useTexts();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingCommand | null>(null);

  const mutation = useMutation({
    mutationFn: (commandName: StateCommand) =>
      target.kind === 'device'
        ? api.commands.stateMode({ deviceId: target.id, commandName })
        : api.commands.stateModeSite({ siteId: target.id, commandName }),
    onSuccess: (_answer, command) => {
      setPending({ command, sentAt: Date.now() });
      notify({ level: 'success', message: t('home.commands.sent') });
      void queryClient.invalidateQueries({ queryKey: statusKeys.all });
    },
    onError: (err) => {
      notify({ level: 'error', message: t(commandErrorKey(err), { ns: 'error' }) });
    },
  });

  const settled = pending !== null && isCommandSettled(pending, shown);
  // Cleared while rendering (React's "adjust state during render"), so a later status cannot bring the flag back.
  if (settled) setPending(null);

  return {
    send: (command: StateCommand) => mutation.mutate(command),
    /** spec 4: the loading flag: sending, or sent and not yet shown by a status refresh. */
    isBusy: mutation.isPending || (pending !== null && !settled),
    pending,
  };
}
