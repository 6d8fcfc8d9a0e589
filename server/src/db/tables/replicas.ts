/** State that every API replica shares (migrations/012-replicas.ts). */
export interface ReplicaTables {
  /** The local identity provider's secrets by name (idp/secrets.ts): JSON or PEM text. */
  idp_secrets: {
    name: string;
    value: string;
  };
  /** Failed sign-ins per client address in the current window (idp/signInLimiter.ts). */
  sign_in_failures: {
    address: string;
    count: number;
    /** Epoch milliseconds. */
    windowEnds: number;
  };
  /** Named leases (services/lease.ts): who holds one, until when (epoch milliseconds). */
  leases: {
    name: string;
    holder: string;
    expiresAt: number;
  };
  /** One row (id 1) whose version moves on with every change of the fleet's tree (kept by triggers). */
  fleet_shape: {
    id: number;
    version: number;
  };
}
