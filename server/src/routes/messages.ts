import { role, signedIn } from '../http/accessRules';
import { defineRoute, type AnyRoute } from '../http/defineRoute';
import { activeMessage, activeMessageCentre, oldMessages, setActiveMessage } from '../repositories/messages';
import { quoted } from '../services/auditLog';

/**
 * spec 7: PUT /messageCenter (super admin; `{ result: 0 }` on success) and GET messagecenter2 (the banner, for every
 * signed-in user); designed: GET /messageCenter (active) and GET /messageCenter/old for the admin editor.
 *
 * spec 5's 'Title or message cannot be empty' (blank after trimming, in the message and in each language) and each
 * language once are INPUT_RULES of the contract, run before the handler with the refused fields.
 */
export const messagesRoutes: AnyRoute[] = [
  defineRoute('setMessageCenter', {
    access: role('SuperAdmin'),
    audit: (input) => ({
      message: `Set the message centre message ${quoted(input.title)} (${input.severity}, ${input.isEnabled ? 'shown' : 'not shown'})`,
    }),
    async handler({ input, user, services }) {
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
