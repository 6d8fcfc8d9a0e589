import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { openDatabase, type OpenedDatabase } from '../db/database';
import { dropDatabase } from './postgres';
import { testPostgresDatabase } from './testApp';

export interface TwoConnections {
  /** A folder of the test's own, removed afterwards (a replica's data folder goes below it). */
  readonly dir: string;
  readonly first: OpenedDatabase;
  readonly second: OpenedDatabase;
}

/**
 * Two API replicas are two processes with their own connections to one database: here, two connections to
 * a throw-away database of the suite's engine (a PostgreSQL database when the suite runs there, else a SQLite file in
 * a temp folder). Opened before the tests of the calling file or `describe`, closed and removed after them; read the
 * fields inside tests, once `before` has run.
 */
export function oneDatabaseTwoConnections(name: string): TwoConnections {
  let opened: TwoConnections | undefined;
  let postgresUrl: string | undefined;
  before(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bess-${name}-`));
    postgresUrl = await testPostgresDatabase();
    const target = postgresUrl ?? path.join(dir, `${name}.sqlite`);
    opened = { dir, first: await openDatabase(target), second: await openDatabase(target) };
  });
  after(async () => {
    if (!opened) return;
    await opened.first.close();
    await opened.second.close();
    if (postgresUrl) await dropDatabase(postgresUrl);
    fs.rmSync(opened.dir, { recursive: true, force: true });
  });
  const field = <K extends keyof TwoConnections>(key: K): TwoConnections[K] => {
    if (!opened) throw new Error('the two connections open in `before`: read them inside a test');
    return opened[key];
  };
  return {
    get dir() {
      return field('dir');
    },
    get first() {
      return field('first');
    },
    get second() {
      return field('second');
    },
  };
}
