import { useQuery } from '@tanstack/react-query';
import { configurationQueries, useHost } from '@bess/shared';
import { useShellConfig } from '../config/ShellConfigContext';
import { LanguageDialog } from './LanguageDialog';
import { TermsDialog } from './TermsDialog';
import { userDialogDue } from './userDialogDue';

/**
 * The dialogs the signed-in user must answer before using the portal, one at a time: first the language, then the
 * terms. Each closes once its PUT /User has updated the cached user, and never opens again for that user.
 */
export function UserDialogs() {
  const { api } = useHost();
  const { termsNumber } = useShellConfig();
  const { data: user } = useQuery(configurationQueries.user(api));
  if (!user) return null;
  switch (userDialogDue(user, termsNumber)) {
    case 'language':
      return <LanguageDialog />;
    case 'terms':
      return <TermsDialog termsNumber={termsNumber} />;
    case null:
      return null;
  }
}
