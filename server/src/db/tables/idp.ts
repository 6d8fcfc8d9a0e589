/** Tables of the local identity provider (idp/; see db/schema.ts). */
export interface IdpTables {
  /** A password per user who may sign in at the local provider; users without a row cannot sign in. */
  idp_credentials: {
    userId: string;
    /** `scrypt$<N>$<r>$<p>$<salt base64url>$<hash base64url>` (idp/passwords.ts). */
    passwordHash: string;
    updatedAt: string;
  };
  /**
   * The provider's own records (sessions, grants, interactions, codes, refresh tokens), kept in the database so
   * that signed-in browsers and refresh tokens survive a restart of the server (idp/sqliteAdapter.ts).
   */
  idp_store: {
    /** The oidc-provider model: Session, Grant, Interaction, AuthorizationCode, RefreshToken, ... */
    model: string;
    id: string;
    /** The record as JSON. */
    payload: string;
    grantId: string | null;
    userCode: string | null;
    uid: string | null;
    /** Epoch seconds; null: does not expire. */
    expiresAt: number | null;
    /** Epoch seconds when a one-time record (a code) was used. */
    consumedAt: number | null;
  };
}
