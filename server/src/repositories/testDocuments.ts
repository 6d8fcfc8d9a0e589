import type { Db } from '../db/database';

/**
 * The test document types of a device (spec 1 "test documents per device"; the spec does not list them): the
 * factory acceptance test exists for every registered device; the site acceptance test and the commissioning report
 * once the device is commissioned.
 */
export const TEST_DOCUMENT_TYPES = {
  FAT: 'Factory acceptance test',
  SAT: 'Site acceptance test',
  Commissioning: 'Commissioning report',
} as const;
export type TestDocumentType = keyof typeof TEST_DOCUMENT_TYPES;

/** The document types that exist for a device (spec 7 avaliableDocuments), or null when the device does not exist. */
export async function availableDocuments(db: Db, deviceId: string): Promise<TestDocumentType[] | null> {
  const device = await db
    .selectFrom('devices')
    .select(['deviceId', 'commissionningDate'])
    .where('deviceId', '=', deviceId)
    .executeTakeFirst();
  if (!device) return null;
  return device.commissionningDate ? ['FAT', 'SAT', 'Commissioning'] : ['FAT'];
}

/** PDF string literal: backslash and parentheses escaped, anything outside printable ASCII replaced. */
function pdfText(text: string): string {
  return `(${text.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * A small, valid one-page PDF 1.4 written by hand: catalog, page tree, page, Helvetica, one content stream with the
 * device id, the document type and the date; a cross-reference table with exact byte offsets and a trailer, so that
 * browsers and pdftoppm open it.
 */
export function testDocumentPdf(document: { deviceId: string; documentType: TestDocumentType; date: Date }): Buffer {
  const title = TEST_DOCUMENT_TYPES[document.documentType];
  const lines = [
    `Device: ${document.deviceId}`,
    `Document type: ${document.documentType}`,
    `Date: ${document.date.toISOString().slice(0, 10)}`,
    'Result: passed',
  ];
  const content = [
    'BT',
    '/F1 20 Tf',
    '72 770 Td',
    `${pdfText(title)} Tj`,
    '/F1 12 Tf',
    ...lines.flatMap((line) => ['0 -24 Td', `${pdfText(line)} Tj`]),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfText(`${title} ${document.deviceId}`)} /Producer (BESS Portal reference API) >>`,
  ];
  // The second line's high bytes tell transfer tools the file is binary (PDF 1.4, 7.5.2).
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  // Each cross-reference entry is exactly 20 bytes: 10-digit offset, 5-digit generation, n/f, two-byte end of line.
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
