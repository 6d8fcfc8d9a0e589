import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * What the proxy does with a request whose path matches the fault's `path`:
 * - `refuse`: drops the connection without an answer (a host that is down or unreachable);
 * - `hang`: accepts the request and never answers (a host that stopped responding);
 * - a status number: answers it with an empty JSON body (a host that fails: 500, 504 from a gateway whose upstream
 *   timed out, 404 for a file gone after a redeploy); CORS preflights still pass.
 */
export type FaultKind = 'refuse' | 'hang' | number;

export interface Fault {
  kind: FaultKind;
  /** Which requests fail (matched against the path with its query); every request when absent. */
  path?: RegExp;
}

export interface FaultProxy {
  /** The proxy's own origin (`http://localhost:<port>`): configure it in the target's place. */
  url: string;
  /** Requests that matched the fault, by path (what the browser asked for while things were broken). */
  readonly faulted: string[];
  /** From now on, requests matching `fault.path` fail as `fault.kind` says. */
  inject(fault: Fault): void;
  /** Ends the fault: every request is forwarded again, and requests held by `hang` are dropped. */
  heal(): void;
  close(): Promise<void>;
}

/**
 * A small HTTP proxy that stands in front of one real server (the API, or a remote's static server) and forwards
 * every request to it unchanged, until told to fail some of them (faults against the real stack, not a mock).
 * Forwarding keeps the method, headers (Origin, Authorization) and body, so CORS and authentication are the real
 * server's.
 */
export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  const targetUrl = new URL(target);
  let fault: Fault | null = null;
  const faulted: string[] = [];
  const held = new Set<http.ServerResponse>();
  const sockets = new Set<Socket>();

  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    // A failing server still passes the browser's CORS preflight (its gateway answers it): otherwise the browser
    // reports a network failure, not the status the fault is about.
    const preflight = request.method === 'OPTIONS' && typeof fault?.kind === 'number';
    if (fault && !preflight && (!fault.path || fault.path.test(path))) {
      faulted.push(path);
      if (fault.kind === 'refuse') {
        request.socket.destroy();
        return;
      }
      if (fault.kind === 'hang') {
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      }
      // The browser must be able to read the status (a cross-origin answer without CORS headers is a network error).
      const origin = request.headers.origin;
      response.writeHead(fault.kind, {
        'content-type': 'application/json',
        ...(origin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
      });
      response.end(request.method === 'HEAD' ? undefined : '{}');
      return;
    }
    const upstream = http.request(
      {
        // The servers of the stack listen on 127.0.0.1; "localhost" could resolve to ::1 first.
        hostname: targetUrl.hostname === 'localhost' ? '127.0.0.1' : targetUrl.hostname,
        port: targetUrl.port,
        method: request.method,
        path,
        headers: { ...request.headers, host: targetUrl.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    // The real server is down (stopped, restarting): the browser sees a connection failure, as it would without us.
    upstream.on('error', () => request.socket.destroy());
    request.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;

  const dropHeld = () => {
    for (const response of held) response.socket?.destroy();
    held.clear();
  };
  return {
    url: `http://localhost:${bound}`,
    faulted,
    inject(next) {
      fault = next;
    },
    heal() {
      fault = null;
      dropHeld();
    },
    async close() {
      dropHeld();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
