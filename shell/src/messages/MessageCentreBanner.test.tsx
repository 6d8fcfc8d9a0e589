import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Wire } from '@bess/shared';
import { fakeApi, renderWithHost } from '@bess/shared/testing';
import { bannerText, MessageCentreBanner } from './MessageCentreBanner';

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

const OUTAGE: Wire.MessageCenterBanner = {
  severity: 'warning',
  messages: [
    {
      language: 'English',
      title: 'Planned outage',
      messageSummary: 'Down Sunday night',
      message: 'The portal is down for maintenance on Sunday from 02:00 to 04:00.\nLive data resumes after.',
    },
    {
      language: 'Danish',
      title: 'Planlagt nedetid',
      messageSummary: 'Nede søndag nat',
      message: 'Portalen er nede for vedligeholdelse søndag fra 02:00 til 04:00.',
    },
  ],
};

async function renderBanner(banner: Wire.MessageCenterBanner, language = 'en') {
  const api = fakeApi({ getMessageCenterBanner: banner });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await renderWithHost(
    <QueryClientProvider client={queryClient}>
      <MessageCentreBanner />
    </QueryClientProvider>,
    { api: api.client },
    language,
  );
}

describe('the banner opens the whole message', () => {
  it('Read more shows the full text below the summary, and Show less closes it again, by keyboard', async () => {
    const user = userEvent.setup();
    await renderBanner(OUTAGE);
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Planned outage Down Sunday night');
    expect(screen.queryByText(/down for maintenance on Sunday/)).not.toBeInTheDocument();

    const readMore = screen.getByRole('button', { name: 'Read more' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    readMore.focus();
    await user.keyboard('{Enter}');
    const full = screen.getByText(/down for maintenance on Sunday from 02:00 to 04:00/);
    // The text as written, its line break kept for the stylesheet's pre-line.
    expect(full.textContent).toBe(OUTAGE.messages[0]!.message);
    const showLess = screen.getByRole('button', { name: 'Show less' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');
    expect(showLess).toHaveAttribute('aria-controls', full.id);
    expect(showLess).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.queryByText(/down for maintenance on Sunday/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read more' })).toHaveAttribute('aria-expanded', 'false');
    // Still there: closing the message is not dismissing the banner.
    expect(screen.getByRole('alert')).toHaveTextContent('Planned outage');
  });

  it.each([
    ['da', 'Læs mere', 'Portalen er nede for vedligeholdelse søndag fra 02:00 til 04:00.'],
    // No German text: the English one, as the banner itself falls back.
    ['de', 'Weiterlesen', OUTAGE.messages[0]!.message!],
  ])('in %s: %s opens the full text of the language the banner shows', async (language, readMore, text) => {
    await renderBanner(OUTAGE, language);
    await userEvent.click(await screen.findByRole('button', { name: readMore }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.replace('\n', ' '));
  });

  it.each([
    ['without a full text (an API that answers as spec 7 shows)', undefined],
    ['when the full text says no more than the summary', 'Down Sunday night'],
    ['when the full text is blank', '  '],
  ])('offers no Read more %s', async (_case, message) => {
    const [english] = OUTAGE.messages;
    await renderBanner({ severity: 'info', messages: [{ ...english!, message }] });
    expect(await screen.findByRole('status')).toHaveTextContent('Planned outage Down Sunday night');
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
