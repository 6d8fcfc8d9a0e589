import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Tables of the operations area (db/tables/operations.ts). */
export const operations: Migration = {
  async up(_db: Kysely<unknown>) {},
  async down(_db: Kysely<unknown>) {},
};
