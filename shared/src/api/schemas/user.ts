/** The signed-in user (spec 3) and the /User calls (spec 7). */
import { Type, type Static } from 'typebox';
import { DATE_FORMATS, LANGUAGES, Role } from '../../domain/enums';
import { Id, Input, IsoDateTime, Nullable } from './common';

/** spec 1: interface languages. */
export const LanguageSchema = Type.Enum(LANGUAGES);
/** spec 2: date formats of the settings dialog. */
export const DateFormatSchema = Type.Enum(DATE_FORMATS);
/** spec 3: roles. */
export const RoleSchema = Type.Enum([Role.Admin, Role.Installer, Role.PartnerAdmin, Role.SuperAdmin]);

/** spec 3: the user. */
export const UserSchema = Type.Object({
  userName: Type.String(),
  userEmail: Type.String(),
  /** spec 4: the language dialog opens when the user has no language. */
  language: Nullable(Type.String()),
  dateFormat: Type.String(),
  /** spec 3: lower is more; 100 is the transient loading level (spec 6). */
  userAccessLevelNumber: Type.Integer(),
  /** spec 4: the terms dialog opens while this is below the newest terms number (0: never accepted). */
  termsNumber: Type.Integer({ minimum: 0 }),
  termsDate: Nullable(IsoDateTime),
  // not in spec section 7: designed here. ARCHITECTURE 8: the role drives navigation, apart from the level.
  /** The user's roles (Admin, PartnerAdmin, SuperAdmin, Installer flag); absent on a backend that does not send them. */
  roles: Type.Optional(Type.Array(RoleSchema)),
});
export type User = Static<typeof UserSchema>;

/** spec 7: PUT /User "settings, incl. language, dateFormat, termsDate" (spec 4: accepting stores number and date). */
export const UpdateUserSettingsBodySchema = Input({
  language: Type.Optional(LanguageSchema),
  dateFormat: Type.Optional(DateFormatSchema),
  termsNumber: Type.Optional(Type.Integer({ minimum: 0 })),
  termsDate: Type.Optional(IsoDateTime),
});
export type UpdateUserSettingsBody = Static<typeof UpdateUserSettingsBodySchema>;

/** spec 7: GET /User/{email} and GET /user/{email}/clientId path param. */
export const UserEmailParamsSchema = Input({ email: Type.String({ minLength: 1 }) });
export type UserEmailParams = Static<typeof UserEmailParamsSchema>;

/** spec 7: "returns userId" (spec 5: an unknown e-mail answers 404). */
export const UserIdResponseSchema = Type.Object({ userId: Id });
export type UserIdResponse = Static<typeof UserIdResponseSchema>;

/** spec 7: POST /User "email" - creates the user (spec 5: after a 404 on lookup). */
export const CreateUserBodySchema = Input({ email: Type.String({ minLength: 1 }) });
export type CreateUserBody = Static<typeof CreateUserBodySchema>;

// not in spec section 7: designed here. spec 6: "the installer role can be granted by user e-mail; success says the
// user is now {role}; an unknown user gets 'User does not exist'" (server code 1017).
/** PUT /User/{email}/role body. */
export const GrantRoleBodySchema = Input({ role: RoleSchema });
export type GrantRoleBody = Static<typeof GrantRoleBodySchema>;

/** PUT /User/{email}/role answer: the role the user now holds. */
export const GrantRoleResponseSchema = Type.Object({ email: Type.String(), role: RoleSchema });
export type GrantRoleResponse = Static<typeof GrantRoleResponseSchema>;
