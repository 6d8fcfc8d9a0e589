import { act, render, renderHook, screen } from '@testing-library/react';
import { SNACKBAR_AUTO_HIDE_MS } from '@bess/shared';
import { Snackbars, useSnackbars } from './Snackbars';

describe('spec 8: snackbars', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['success', 'status'],
    ['warning', 'status'],
    ['error', 'alert'],
  ] as const)('shows a %s message and hides it after 6000 ms', (level, role) => {
    const { result } = renderHook(() => useSnackbars());
    act(() => result.current.notify({ level, message: `A ${level} happened` }));
    const { rerender } = render(<Snackbars shown={result.current.shown} onDismiss={result.current.dismiss} />);
    expect(screen.getByRole(role)).toHaveTextContent(`A ${level} happened`);

    act(() => jest.advanceTimersByTime(SNACKBAR_AUTO_HIDE_MS - 1));
    rerender(<Snackbars shown={result.current.shown} onDismiss={result.current.dismiss} />);
    expect(screen.getByText(`A ${level} happened`)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1));
    rerender(<Snackbars shown={result.current.shown} onDismiss={result.current.dismiss} />);
    expect(screen.queryByText(`A ${level} happened`)).not.toBeInTheDocument();
  });
});
