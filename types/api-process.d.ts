declare module '*/scripts/api-process.cjs' {
  import type { ChildProcess } from 'node:child_process';
  export function startApiProcess(options?: {
    port?: number;
    idpPort?: number;
    portalOrigins?: string[];
    dataDir?: string;
    env?: Record<string, string>;
    quiet?: boolean;
    timeoutMs?: number;
  }): Promise<{ child: ChildProcess; url: string; idpUrl: string; stop(): Promise<void> }>;
}
