import { loadInputCheck } from '@bess/shared';
import { formOf, messageBody, type MessageForm } from './messageForm';

const filled = (title: string, message: string, messageSummary = '') => ({ title, message, messageSummary });

const form = (overrides: Partial<MessageForm['texts']> = {}): MessageForm => {
  const base = formOf(null);
  return { ...base, texts: { ...base.texts, English: filled('Outage', 'Tonight 22-23'), ...overrides } };
};

/** What the API's check of the body refuses, by field. */
async function refused(value: MessageForm) {
  const { checkInput } = await loadInputCheck();
  return checkInput('setMessageCenter', messageBody(value)).map((e) => `${e.field} ${e.key}`);
}

test('spec 5: English needs a title and a message', async () => {
  expect(await refused(form())).toEqual([]);
  expect(await refused(form({ English: filled('Outage', '  ') }))).toEqual([
    'message validation.messageEmpty',
    'languages.0.message validation.messageEmpty',
  ]);
  expect(await refused(form({ English: filled('', 'x') }))).toEqual([
    'title validation.messageEmpty',
    'languages.0.title validation.messageEmpty',
  ]);
});

test('spec 5: another language is left out when untouched, refused when half written', async () => {
  expect(await refused(form({ German: filled('', '') }))).toEqual([]);
  expect(await refused(form({ German: filled('Ausfall', '') }))).toEqual([
    'languages.1.message validation.messageEmpty',
  ]);
  // Danish comes first in the body's languages (spec 3's order).
  expect(await refused(form({ Danish: filled('', '', 'kort') }))).toEqual([
    'languages.0.title validation.messageEmpty',
    'languages.0.message validation.messageEmpty',
  ]);
});

test('spec 7: the body carries English at the top and one entry per written language, trimmed', () => {
  const body = messageBody(form({ German: filled(' Ausfall ', 'Heute Nacht', 'Kurz') }));
  expect(body).toEqual({
    isEnabled: true,
    severity: 'info',
    title: 'Outage',
    message: 'Tonight 22-23',
    messageSummary: '',
    languages: [
      { language: 'English', title: 'Outage', message: 'Tonight 22-23', messageSummary: '' },
      { language: 'German', title: 'Ausfall', message: 'Heute Nacht', messageSummary: 'Kurz' },
    ],
  });
});

test('the editor starts from the active message, each language in its place', () => {
  const start = formOf({
    isEnabled: false,
    severity: 'warning',
    title: 'Outage',
    message: 'Tonight',
    messageSummary: 'Short',
    lastUpdated: '2026-11-01T00:00:00Z',
    languages: [{ language: 'Swedish', title: 'Avbrott', message: 'I natt', messageSummary: 'Kort' }],
  });
  expect(start.isEnabled).toBe(false);
  expect(start.severity).toBe('warning');
  expect(start.texts.English.title).toBe('Outage');
  expect(start.texts.Swedish.message).toBe('I natt');
  expect(start.texts.Danish.title).toBe('');
});
