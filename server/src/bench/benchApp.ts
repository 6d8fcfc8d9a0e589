// What the server benches share: the app of main.ts over an opened database on a free loopback port, with tokens
// signed here (no identity provider), and the figure lines tests/bench/bench.mjs folds into its table.
import { SignJWT, generateKeyPair } from 'jose';
import { buildApp } from '../app';
import type { OpenedDatabase } from '../db/database';
import { createTokenVerifier } from '../services/tokenVerifier';
import { benchServices } from './benchFleets';

const ISSUER = 'https://idp.bench';
const AUDIENCE = 'https://api.bench';

/** Prints a figure for people and the machine-readable line bench.mjs folds into its table. */
export function figure(name: string, value: string, target: string, detail = ''): void {
  console.log(`FIGURE|${name}|${value}|${target}`);
  if (detail) console.log(`  ${detail}`);
}

export interface BenchApp {
  base: string;
  /** A bearer token of the account with that e-mail, valid for 30 minutes. */
  tokenFor(email: string): Promise<string>;
  /** Stops the app; the database stays open (it is the caller's). */
  close(): Promise<void>;
}

/** The app over `database`, measured as deployed (NODE_ENV=production): answers shaped by the response schemas only. */
export async function startBenchApp(database: OpenedDatabase): Promise<BenchApp> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const app = await buildApp({
    services: benchServices(database),
    verifyToken: createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, key: publicKey }),
    checkAnswers: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    tokenFor: (email) =>
      new SignJWT({ email, name: email.split('@')[0] })
        .setProtectedHeader({ alg: 'RS256' })
        .setSubject(`sub-${email}`)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('30m')
        .sign(privateKey),
    close: () => app.close(),
  };
}
