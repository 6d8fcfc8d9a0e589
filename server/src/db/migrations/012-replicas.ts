import { sql, type Kysely } from 'kysely';
import type { EngineMigration } from '../migrate';

/**
 * Stateless replicas: what one API process may keep to itself but several replicas must share
 * (docs/deployment.md "Several API replicas").
 * - `idp_secrets`: the local identity provider's TLS certificate and key, token signing keys and cookie keys. Every
 *   replica must sign with the same key (a token from one is verified against the JWKS of any) and read the cookies
 *   the other set.
 * - `sign_in_failures`: the failed sign-ins per address of idp/signInLimiter.ts; in one process each replica would
 *   allow its own ten.
 * - `leases`: a named lease with its holder and expiry (services/lease.ts); the simulator runs in the replica that
 *   holds `simulator`.
 * - `fleet_shape`: one row whose `version` moves on with every change of the fleet's tree (a group's parent, a site's
 *   group, a device's site), by triggers, so that a replica notices a change another one made and rebuilds its
 *   in-memory copy of the tree (services/accessService.ts).
 */
async function createTables(db: Kysely<unknown>) {
  await db.schema
    .createTable('idp_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sign_in_failures')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    // Epoch milliseconds: beyond 32 bits, so bigint (PostgreSQL's integer is 32 bits).
    .addColumn('windowEnds', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('fleet_shape')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO fleet_shape (id, version) VALUES (1, 0)`.execute(db);
}

async function dropTables(db: Kysely<unknown>) {
  for (const table of ['fleet_shape', 'leases', 'sign_in_failures', 'idp_secrets'])
    await db.schema.dropTable(table).execute();
}

/** The tree's columns: a change of any other column (a site's name, a device's firmware) leaves the tree as it is. */
const TREE_COLUMNS = { site_groups: 'parentId', sites: 'parentId', devices: 'siteId' } as const;

/** SQLite: three row triggers per table; PostgreSQL: one statement-level trigger per table, on a plpgsql function. */
export const replicas: EngineMigration = {
  async up(db, engine) {
    await createTables(db);
    if (engine === 'postgres') {
      await sql
        .raw(
          `CREATE FUNCTION fleet_shape_bump() RETURNS trigger LANGUAGE plpgsql AS $$
         BEGIN UPDATE fleet_shape SET version = version + 1 WHERE id = 1; RETURN NULL; END $$`,
        )
        .execute(db);
      for (const [table, column] of Object.entries(TREE_COLUMNS))
        await sql
          .raw(
            `CREATE TRIGGER ${table}_shape AFTER INSERT OR DELETE OR UPDATE OF "${column}" ON ${table}
           FOR EACH STATEMENT EXECUTE FUNCTION fleet_shape_bump()`,
          )
          .execute(db);
      return;
    }
    const bump = 'UPDATE fleet_shape SET version = version + 1 WHERE id = 1;';
    for (const [table, column] of Object.entries(TREE_COLUMNS)) {
      await sql.raw(`CREATE TRIGGER ${table}_shape_insert AFTER INSERT ON ${table} BEGIN ${bump} END`).execute(db);
      await sql.raw(`CREATE TRIGGER ${table}_shape_delete AFTER DELETE ON ${table} BEGIN ${bump} END`).execute(db);
      await sql
        .raw(
          `CREATE TRIGGER ${table}_shape_update AFTER UPDATE OF ${column} ON ${table}
           WHEN OLD.${column} IS NOT NEW.${column} BEGIN ${bump} END`,
        )
        .execute(db);
    }
  },
  async down(db, engine) {
    if (engine === 'postgres') {
      for (const table of Object.keys(TREE_COLUMNS))
        await sql.raw(`DROP TRIGGER ${table}_shape ON ${table}`).execute(db);
      await sql.raw('DROP FUNCTION fleet_shape_bump()').execute(db);
    } else {
      for (const table of Object.keys(TREE_COLUMNS))
        for (const event of ['insert', 'delete', 'update'])
          await sql.raw(`DROP TRIGGER IF EXISTS ${table}_shape_${event}`).execute(db);
    }
    await dropTables(db);
  },
};
