/**
 * Answers kept for calls made with an Idempotency-Key header: a replay of the same call with the same key
 * gets the first answer and does not command the device again.
 */
export interface IdempotencyTables {
  idempotency_keys: {
    /** The caller, so that one user's key never answers another's call. */
    email: string;
    key: string;
    /** The contract call and a hash of its input: the same key with another request is refused. */
    endpoint: string;
    fingerprint: string;
    /** 0 while the first call runs; then its HTTP status. */
    status: number;
    /** The first answer's JSON text ('' for a 204). */
    body: string;
    createdAt: string;
  };
}
