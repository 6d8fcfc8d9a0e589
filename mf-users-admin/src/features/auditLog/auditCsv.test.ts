import { auditCsv, csvField } from './auditCsv';

test.each([
  ['plain', 'plain'],
  ['a,b', '"a,b"'],
  ['say "hi"', '"say ""hi"""'],
  ['two\nlines', '"two\nlines"'],
])('csvField(%p) is %p', (value, expected) => {
  expect(csvField(value)).toBe(expected);
});

test('one line per entry with the time in UTC as yyyy-MM-dd HH:mm:ss (spec 9)', () => {
  const csv = auditCsv(
    [
      {
        id: '1',
        timeStamp: '2026-11-25T08:05:09.000Z',
        email: 'a@demo.test',
        message: 'Updated site, name',
        level: 0,
        objectId: 'S-1',
      },
      { id: '2', timeStamp: '2026-11-25T09:00:00.000Z', email: 'b@demo.test', message: 'x', level: 2, objectId: null },
    ],
    ['Time', 'User', 'Object', 'Level', 'Message'],
    (level) => ['Audit', 'Trail', 'Information', 'State'][level]!,
  );
  expect(csv).toBe(
    'Time,User,Object,Level,Message\r\n' +
      '2026-11-25 08:05:09,a@demo.test,S-1,Audit,"Updated site, name"\r\n' +
      '2026-11-25 09:00:00,b@demo.test,,Information,x\r\n',
  );
});
