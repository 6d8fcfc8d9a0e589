import type { MessageCenterBanner, MessageCenterMessage } from '@bess/shared/contract';
import { role, signedIn } from '../http/accessRules';
import { defineRoute, type AnyRoute } from '../http/defineRoute';
import { activeMessage, bannerOf, oldMessages, setActiveMessage } from '../repositories/messages';
import { quoted } from '../services/auditLog';

/**
 * spec 7: PUT /messageCenter (super admin; `{ result: 0 }` on success) and GET messagecenter2 (the banner, for every
 * signed-in user, with each language's full text as a designed addition); designed: GET /messageCenter (active) and
 * GET /messageCenter/old for the admin editor.
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
      const message = await activeMessage(services.db);
      // No active (or a disabled) message: nothing to show, in the shape the banner expects.
      return message?.isEnabled ? withFullText(message) : { messages: [], severity: 'info' };
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

/**
 * The banner of GET messagecenter2 with each language's full text (designed, an optional addition to spec 7's answer):
 * the banner opens the whole message. The status polls carry the banner without it, since every user's client polls
 * them each minute and only this call's banner opens the message. The English entry that stands for the message itself
 * (no English entry written) gets the message's own text.
 */
function withFullText(message: MessageCenterMessage): MessageCenterBanner {
  const banner = bannerOf(message);
  const fullText = (language: string) =>
    message.languages.find((entry) => entry.language === language)?.message ?? message.message;
  return { ...banner, messages: banner.messages.map((entry) => ({ ...entry, message: fullText(entry.language) })) };
}
