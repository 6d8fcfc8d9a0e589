declare module '*/scripts/deploy.cjs' {
  export const HASHED: RegExp;
  export function deploy(options: { dist: string; target: string; app: string; now?: Date }): {
    app: string;
    version: string;
    chunksCopied: number;
    entries: string[];
  };
  export function rollback(options: { target: string; app: string; version: string }): { app: string; version: string };
  export function releasesOf(options: { target: string; app: string }): {
    current: string | null;
    releases: { version: string; deployedAt: string }[];
  };
}
