import { columnName, crc32, toXlsx } from './xlsx';

const decoder = new TextDecoder();

/** The files of a stored ZIP, read through its central directory as a spreadsheet program would. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    expect(view.getUint32(local, true)).toBe(0x04034b50);
    const start = local + 30 + view.getUint16(local + 26, true);
    const data = bytes.subarray(start, start + size);
    expect(crc32(data)).toBe(crc);
    files.set(name, decoder.decode(data));
    at += 46 + nameLength;
  }
  return files;
}

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

test('crc32 of "123456789" is the check value CBF43926', () => {
  expect(crc32(new TextEncoder().encode('123456789')).toString(16)).toBe('cbf43926');
});
