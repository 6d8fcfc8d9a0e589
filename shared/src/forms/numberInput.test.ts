import { readNumberInput } from './numberInput';

test.each([
  ['55,6', '55.6'],
  ['55.6', '55.6'],
  [' -180,5 ', '-180.5'],
  ['12', '12'],
  // Not a number yet: left for the input to wait on (it keeps its last number meanwhile).
  ['-', '-'],
  ['', ''],
  [undefined, ''],
  ['north', 'north'],
])('%p is read as %p', (typed, read) => {
  expect(readNumberInput(typed)).toBe(read);
});
