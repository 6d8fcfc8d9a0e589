declare module '*/scripts/serve-static.cjs' {
  import type { Server } from 'node:http';
  export function serveStatic(options: {
    dir: string;
    port: number;
    spa?: boolean;
    host?: string;
    overrides?: Record<string, unknown>;
    corsOrigins?: string[];
    csp?: string | false;
  }): Promise<Server>;
}
