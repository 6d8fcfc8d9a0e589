import { validateMessageCentreMessage } from '@bess/shared/domain';
import { role, signedIn } from '../http/accessRules';
import { defineRoute, type AnyRoute } from '../http/defineRoute';
import { badRequest } from '../http/errors';
import { activeMessage, activeMessageCentre, oldMessages, setActiveMessage } from '../repositories/messages';

/** spec 5: the message centre's one validation rule, word for word. */
export const MESSAGE_EMPTY = 'Title or message cannot be empty';

const isBlankMessage = (text: { title: string; message: string }) =>
  Object.keys(validateMessageCentreMessage(text)).length > 0;

/**
 * spec 7: PUT /messageCenter (super admin; `{ result: 0 }` on success) and GET messagecenter2 (the banner, for every
 * signed-in user); designed: GET /messageCenter (active) and GET /messageCenter/old for the admin editor.
 */
export const messagesRoutes: AnyRoute[] = [
  defineRoute('setMessageCenter', {
    access: role('SuperAdmin'),
    audit: (input) => ({ message: `Set message centre message: ${input.title}` }),
    async handler({ input, user, services }) {
      // spec 5: title or message cannot be empty; the schema refuses '' and this refuses blanks, in every language.
      if (isBlankMessage(input) || input.languages.some(isBlankMessage)) throw badRequest(MESSAGE_EMPTY);
      const languages = input.languages.map((l) => l.language);
      if (new Set(languages).size !== languages.length) throw badRequest('Each language may appear only once');
      await setActiveMessage(services.db, input, user.email, services.now());
      services.banner.forget();
      return { result: 0 };
    },
  }),
  defineRoute('getMessageCenterBanner', {
    access: signedIn,
    async handler({ services }) {
      // No active (or an disabled) message: nothing to show, in the shape the banner expects.
      return (await activeMessageCentre(services.db)) ?? { messages: [], severity: 'info' };
    },
  }),
  defineRoute('getActiveMessage', {
    access: role('SuperAdmin'),
    async handler({ services }) {
      return { activeMessage: await activeMessage(services.db) };
    },
  }),
  defineRoute('getOldMessages', {
    access: role('SuperAdmin'),
    async handler({ services }) {
      return { messages: await oldMessages(services.db) };
    },
  }),
];
