/** Tables of the content area (see db/schema.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ContentTables {}
