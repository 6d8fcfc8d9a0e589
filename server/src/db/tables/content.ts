import type { Generated } from 'kysely';

/**
 * Tables of the content area (see db/schema.ts): BMS and device configuration files, the message centre and
 * dashboard sharing. Test documents are generated on demand and not stored.
 */
export interface ContentTables {
  /** spec 3: BMS files and device configuration files (id, fileName); the bytes live under config.filesDir. */
  content_files: {
    id: string;
    /** 'bms' (GET/POST/DELETE /BmsFile) or 'deviceConfiguration' (/DeviceConfigurationFile). */
    kind: string;
    fileName: string;
    /** Size in bytes once uploaded; null while the upload link is still unused. */
    size: number | null;
    uploadedAt: string | null;
    /** 0/1: spec 7 "PUT /BmsFileConvert follows" the upload. */
    converted: number;
    convertedAt: string | null;
    createdAt: string;
    createdBy: string;
  };
  /** spec 3: message centre messages; one row has active = 1 (the active message), the rest are old messages. */
  message_centre: {
    id: Generated<number>;
    isEnabled: number;
    /** spec 3: info, warning, error. */
    severity: string;
    title: string;
    message: string;
    messageSummary: string;
    /** JSON: the language entries [{ language, title, message, messageSummary }] (Danish, English, German, Swedish). */
    languages: string;
    lastUpdated: string;
    active: number;
    createdBy: string;
  };
  /** spec 1: anonymous dashboard sharing, per dashboard id (a site or group id, ARCHITECTURE 8). */
  dashboard_sharing: {
    dashboardId: string;
    isEnabled: number;
    /** Before migration 009 the token in plain; always null since (tokens are hashed and sealed). */
    shareToken: string | null;
    /** Optional expiry (ISO); a token past it is treated as off. */
    expiresAt: string | null;
    /** SHA-256 (hex) of the share token: how an anonymous request finds its dashboard; null while off (migration 009). */
    tokenHash: string | null;
    /** The share token sealed with AES-256-GCM under a key of the server's secret, for showing the link again. */
    tokenSealed: string | null;
    updatedAt: string;
    updatedBy: string;
  };
}
