/** Message centre (spec 3 entity; spec 7 PUT /messageCenter and GET messagecenter2). */
import { Type, type Static } from 'typebox';
import { MESSAGE_LANGUAGES, MESSAGE_SEVERITIES } from '../../domain/enums';
import { FreeText, Id, Input, IsoDateTime } from './common';

/** spec 3: info, warning, error. */
export const MessageSeveritySchema = Type.Enum(MESSAGE_SEVERITIES);
/** spec 3: message languages Danish, English, German, Swedish. */
export const MessageLanguageSchema = Type.Enum(MESSAGE_LANGUAGES);

/** spec 3: one language entry of a message. */
export const MessageTextSchema = Type.Object({
  language: MessageLanguageSchema,
  title: Type.String(),
  message: Type.String(),
  messageSummary: Type.String(),
});
export type MessageText = Static<typeof MessageTextSchema>;

/** spec 3: a message centre message (the active one, or an old one). */
export const MessageCenterMessageSchema = Type.Object({
  id: Type.Optional(Id),
  isEnabled: Type.Boolean(),
  severity: MessageSeveritySchema,
  title: Type.String(),
  message: Type.String(),
  messageSummary: Type.String(),
  lastUpdated: IsoDateTime,
  languages: Type.Array(MessageTextSchema),
});
export type MessageCenterMessage = Static<typeof MessageCenterMessageSchema>;

// spec 5: "title or message cannot be empty" is checked by the server (blank after trimming) so that it answers
// with the spec's text rather than a schema message.
const Text = FreeText(10_000);

/** spec 7: PUT /messageCenter, the message to publish (lastUpdated is set by the server). */
export const SetMessageCenterBodySchema = Input({
  isEnabled: Type.Boolean(),
  severity: MessageSeveritySchema,
  title: Text,
  message: Text,
  messageSummary: FreeText(),
  languages: Type.Array(
    Type.Object(
      { language: MessageLanguageSchema, title: Text, message: Text, messageSummary: FreeText() },
      { additionalProperties: false },
    ),
  ),
});
export type SetMessageCenterBody = Static<typeof SetMessageCenterBodySchema>;

/** spec 7: PUT /messageCenter answers `{ result }`, 0 means success ('Unable to set message' otherwise). */
export const SetMessageCenterResponseSchema = Type.Object({ result: Type.Integer() });
export type SetMessageCenterResponse = Static<typeof SetMessageCenterResponseSchema>;

/** spec 7: GET messagecenter2 "messages (language, title, messageSummary) and severity"; polled every 15 min. */
export const MessageCenterBannerSchema = Type.Object({
  messages: Type.Array(
    Type.Object({
      language: MessageLanguageSchema,
      title: Type.String(),
      messageSummary: Type.String(),
      // not in spec section 7: designed here, additive - the full text of the language entry (spec 3 `message`), so
      // the banner can open the whole message; absent from a backend that answers as spec 7 shows.
      /** The message's full text in this language. */
      message: Type.Optional(Type.String()),
    }),
  ),
  severity: MessageSeveritySchema,
});
export type MessageCenterBanner = Static<typeof MessageCenterBannerSchema>;

// not in spec section 7: designed here. spec 3 "one active message and a list of old messages"; spec 8 has the
// separate errors 'Error loading active message' and 'Error loading old messages', so two reads.
/** GET /messageCenter: the active message for the admin editor, null when none was ever set. */
export const ActiveMessageResponseSchema = Type.Object({
  activeMessage: Type.Union([MessageCenterMessageSchema, Type.Null()]),
});
export type ActiveMessageResponse = Static<typeof ActiveMessageResponseSchema>;

// not in spec section 7: designed here (see above).
/** GET /messageCenter/old: earlier messages, newest first. */
export const OldMessagesResponseSchema = Type.Object({ messages: Type.Array(MessageCenterMessageSchema) });
export type OldMessagesResponse = Static<typeof OldMessagesResponseSchema>;
