import { bannerText } from './MessageCentreBanner';

const messages = [
  { language: 'English', title: 'Outage', messageSummary: 'Planned work tonight' },
  { language: 'Danish', title: 'Udfald', messageSummary: 'Planlagt arbejde i aften' },
] as const;

describe('spec 1 and 7: the message centre banner speaks the user’s language', () => {
  it.each([
    ['da', 'Udfald'],
    ['en', 'Outage'],
    ['de', 'Outage'],
    ['da-DK', 'Udfald'],
  ])('%s shows "%s" (English when there is no text in the language)', (language, title) => {
    expect(bannerText([...messages], language)?.title).toBe(title);
  });

  it('falls back to the first text there is, and to nothing without texts', () => {
    expect(bannerText([{ language: 'Swedish', title: 'Avbrott', messageSummary: '' }], 'de')?.title).toBe('Avbrott');
    expect(bannerText([], 'en')).toBeNull();
  });
});
