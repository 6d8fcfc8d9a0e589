import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint } from './useAfterFirstPaint';

function Page() {
  const painted = useAfterFirstPaint();
  return (
    <>
      <h1>Alarms</h1>
      {painted ? <p>Device errors</p> : <p>Waiting</p>}
    </>
  );
}

describe('useAfterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('draws what is first on screen at once and the rest once a frame has been painted', async () => {
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Alarms' })).toBeInTheDocument();
    expect(screen.queryByText('Device errors')).not.toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(50);
    });
    expect(screen.getByText('Device errors')).toBeInTheDocument();
  });
});
