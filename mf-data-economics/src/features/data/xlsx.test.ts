import { crc32, inflateRawSync } from 'node:zlib';
import { columnName, toXlsx } from './xlsx';

const decoder = new TextDecoder();

interface Entry {
  method: number;
  stored: number;
  text: string;
}

/**
 * The files of a ZIP, read through its central directory as a spreadsheet program would, and inflated and
 * CRC-checked by Node's zlib: a reader independent of the library that wrote the archive.
 */
function unzipEntries(bytes: Uint8Array): Map<string, Entry> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, Entry>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const method = view.getUint16(at + 10, true);
    const crc = view.getUint32(at + 16, true);
    const stored = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = bytes.subarray(start, start + stored);
    const data = method === 8 ? inflateRawSync(raw) : raw;
    expect(crc32(data)).toBe(crc);
    files.set(name, { method, stored, text: decoder.decode(data) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

const unzip = (bytes: Uint8Array) =>
  new Map([...unzipEntries(bytes)].map(([name, entry]) => [name, entry.text] as const));

describe('toXlsx', () => {
  it('is a ZIP with the parts of a SpreadsheetML workbook and the rows in its one sheet', () => {
    const files = unzip(
      toXlsx('SC-000000123', [
        ['time', 'pv', 'grid'],
        ['2026-11-22T00:00:00+01:00', 1.5, null],
        ['2026-11-22T00:01:00+01:00', -2, 3],
      ]),
    );
    expect([...files.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(files.get('xl/workbook.xml')).toContain('<sheet name="SC-000000123" sheetId="1" r:id="rId1"/>');
    const sheet = files.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<row r="1"><c r="A1" t="inlineStr"><is><t>time</t></is></c>');
    // Numbers are numbers (so Excel can sum them); an empty value is no cell.
    expect(sheet).toContain('<c r="B2"><v>1.5</v></c></row>');
    expect(sheet).toContain('<c r="B3"><v>-2</v></c><c r="C3"><v>3</v></c>');
  });

  it('escapes text and keeps the sheet name within what Excel accepts', () => {
    const files = unzip(toXlsx('a/b:c*d?e[f]g-and-a-name-far-too-long', [['<Site & "Sons">\u0007']]));
    expect(files.get('xl/worksheets/sheet1.xml')).toContain('<t>&lt;Site &amp; &quot;Sons&quot;&gt;</t>');
    const name = /<sheet name="([^"]*)"/.exec(files.get('xl/workbook.xml')!)![1]!;
    expect(name).toHaveLength(31);
    expect(name).not.toMatch(/[[\]:*?/\\]/);
  });
});

test.each([
  [0, 'A'],
  [25, 'Z'],
  [26, 'AA'],
  [51, 'AZ'],
  [701, 'ZZ'],
  [702, 'AAA'],
])('column %i is %s', (index, name) => {
  expect(columnName(index)).toBe(name);
});

test('the sheet is deflated: a day of minutes takes a fraction of its XML', () => {
  const rows = [['time', 'pv'], ...Array.from({ length: 1440 }, (_, m) => [`2026-11-22 ${m}`, m / 10])];
  const sheet = unzipEntries(toXlsx('day', rows)).get('xl/worksheets/sheet1.xml')!;
  expect(sheet.method).toBe(8);
  expect(sheet.text).toContain('<c r="B1441"><v>143.9</v></c>');
  expect(sheet.stored).toBeLessThan(sheet.text.length / 4);
});
