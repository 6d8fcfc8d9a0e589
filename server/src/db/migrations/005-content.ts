import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

/** Tables of the content area (db/tables/content.ts). */
export const content: Migration = {
  async up(_db: Kysely<unknown>) {},
  async down(_db: Kysely<unknown>) {},
};
