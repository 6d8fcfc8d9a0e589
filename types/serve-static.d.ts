declare module '*/scripts/serve-static.cjs' {
  import type { Server } from 'node:http';
  export function serveStatic(options: {
    dir: string;
    port: number;
    spa?: boolean;
    host?: string;
    overrides?: Record<string, unknown>;
    corsOrigins?: string[];
    embedOrigins?: string[];
    csp?: string | false;
  }): Promise<Server>;
}

declare module '*/scripts/securityHeaders.cjs' {
  export function parseEmbedOrigins(setting: string | undefined): string[];
  export function remoteCsp(options?: { frameAncestors?: string[] }): string;
}
