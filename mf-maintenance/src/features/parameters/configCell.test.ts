import { cellText, parseCell } from './configCell';

it('spec 3: a cleared field is stored as null', () => {
  expect(parseCell('', 'abc')).toBeNull();
  expect(parseCell('   ', 3)).toBeNull();
});

it('keeps numbers and booleans numbers and booleans, text text', () => {
  expect(parseCell('12.5', 3)).toBe(12.5);
  expect(parseCell('12x', 3)).toBe('12x');
  expect(parseCell('false', true)).toBe(false);
  expect(parseCell('42', 'text')).toBe('42');
  expect(parseCell('new', null)).toBe('new');
});

it('shows null as an empty field', () => {
  expect(cellText(null)).toBe('');
  expect(cellText(0)).toBe('0');
  expect(cellText(false)).toBe('false');
});
