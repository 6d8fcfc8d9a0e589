import { screen } from '@testing-library/react';
import { renderWithHost } from '@bess/shared/testing';
import { ApiError } from '@bess/shared';
import { LiveStatusProvider } from '../polling/LiveStatusContext';
import type { LiveStatus } from '../polling/LiveStatusContext';
import { StaleStatus } from './StaleStatus';

const UPDATED = Date.UTC(2026, 10, 25, 12, 0);

async function renderWith(live: LiveStatus, language = 'en') {
  await renderWithHost(
    <LiveStatusProvider value={live}>
      <StaleStatus />
    </LiveStatusProvider>,
    {},
    language,
  );
}

describe('the status polling says why it failed', () => {
  it.each([
    ['Api call failed', new ApiError({ status: 500 })],
    ['Timeout, please try again', new ApiError({ status: 504 })],
    ['It was not possible to connect to the server', new ApiError({ status: 0 })],
  ])('in spec 8 words ("%s"), beside the age of what is shown', async (text, error) => {
    await renderWith({ byId: {}, updatedAt: UPDATED, isStale: false, error });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('status')).toHaveTextContent('Last updated');
  });

  it('in the user language', async () => {
    await renderWith({ byId: {}, updatedAt: UPDATED, isStale: false, error: new ApiError({ status: 0 }) }, 'da');
    expect(screen.getByRole('alert')).not.toHaveTextContent('It was not possible to connect to the server');
  });

  it('says nothing once a poll answers again', async () => {
    await renderWith({ byId: {}, updatedAt: UPDATED, isStale: false, error: null });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
