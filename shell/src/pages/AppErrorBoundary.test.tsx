import { screen } from '@testing-library/react';
import { renderWithHost } from '@bess/shared/testing';
import { AppErrorBoundary } from './AppErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('spec 2: an unhandled interface error', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("replaces the app with 'Something went wrong' and a 'Back to home page' link", async () => {
    await renderWithHost(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/main/home');
  });

  it('shows its children when nothing fails', async () => {
    await renderWithHost(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
