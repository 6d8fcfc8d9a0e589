import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';

/** The two kinds of stored files (spec 3: BMS file and device configuration file, each id and fileName). */
export type ContentFileKind = 'bms' | 'deviceConfiguration';

/** Where the bytes of a file live: filesDir/<kind>/<id>; the id, never the user's file name, names the file. */
export function storedFilePath(filesDir: string, kind: ContentFileKind, id: string): string {
  return path.join(filesDir, kind === 'bms' ? 'bms' : 'device-configuration', id);
}

/** Registers a file by name before its upload (spec 7: POST returns uploadLink); returns its id. */
export async function createContentFile(
  db: Db,
  kind: ContentFileKind,
  fileName: string,
  createdBy: string,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('content_files')
    .values({
      id,
      kind,
      fileName,
      size: null,
      uploadedAt: null,
      converted: 0,
      convertedAt: null,
      createdAt: now.toISOString(),
      createdBy,
    })
    .execute();
  return id;
}

/** The uploaded files of a kind (id, fileName), oldest first; registered files whose upload never came are left out. */
export async function listContentFiles(db: Db, kind: ContentFileKind): Promise<{ id: string; fileName: string }[]> {
  return db
    .selectFrom('content_files')
    .select(['id', 'fileName'])
    .where('kind', '=', kind)
    .where('uploadedAt', 'is not', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** One file row by id (any kind), or undefined. */
export async function findContentFile(db: Db, id: string) {
  return db.selectFrom('content_files').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes the uploaded bytes (replacing an earlier upload through the same link) and records size and time. */
export async function storeUploadedBytes(
  db: Db,
  filesDir: string,
  file: { id: string; kind: ContentFileKind },
  bytes: Buffer,
  now: Date,
): Promise<void> {
  const target = storedFilePath(filesDir, file.kind, file.id);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  // Write to a temporary name and rename, so that a reader never sees half a file.
  const temporary = `${target}.${randomUUID()}.part`;
  fs.writeFileSync(temporary, bytes);
  fs.renameSync(temporary, target);
  await db
    .updateTable('content_files')
    .set({ size: bytes.length, uploadedAt: now.toISOString(), converted: 0, convertedAt: null })
    .where('id', '=', file.id)
    .execute();
}

/** Marks an uploaded file converted (spec 7: PUT /BmsFileConvert). */
export async function markConverted(db: Db, id: string, now: Date): Promise<void> {
  await db
    .updateTable('content_files')
    .set({ converted: 1, convertedAt: now.toISOString() })
    .where('id', '=', id)
    .execute();
}

/** Deletes the row and the bytes on disk. */
export async function deleteContentFile(db: Db, filesDir: string, file: { id: string; kind: ContentFileKind }) {
  await db.deleteFrom('content_files').where('id', '=', file.id).execute();
  fs.rmSync(storedFilePath(filesDir, file.kind, file.id), { force: true });
}
