import { useQuery } from '@tanstack/react-query';
import { configurationQueries, useHost } from '@bess/shared';
import { useShellConfig } from '../config/ShellConfigContext';
import { LanguageDialog } from './LanguageDialog';
import { TermsDialog } from './TermsDialog';

/**
 * The dialogs the signed-in user must answer before using the portal, one at a time: first the language, then the
 * terms. Each closes once its PUT /User has updated the cached user, and never opens again for that user.
 */
export function UserDialogs() {
  const { api } = useHost();
  const { termsNumber } = useShellConfig();
  const { data: user } = useQuery(configurationQueries.user(api));
  if (!user) return null;
  // spec 4: the language dialog opens when the user has no language.
  if (!user.language?.trim()) return <LanguageDialog />;
  // spec 4: the terms dialog opens while the user's accepted terms number is below the newest.
  if (user.termsNumber < termsNumber) return <TermsDialog termsNumber={termsNumber} />;
  return null;
}
