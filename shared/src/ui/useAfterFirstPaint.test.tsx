import { act, render, screen } from '@testing-library/react';
import { useAfterFirstPaint, usePaintedStages } from './useAfterFirstPaint';

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

const SECTIONS = ['Commands', 'Meter test', 'Errors'];

function Sections() {
  const drawn = usePaintedStages(SECTIONS.length);
  return (
    <>
      {SECTIONS.slice(0, drawn).map((name) => (
        <h2 key={name}>{name}</h2>
      ))}
    </>
  );
}

describe('usePaintedStages', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const shown = () => screen.queryAllByRole('heading').map((h) => h.textContent);
  const oneFrame = () =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(20);
    });

  it('draws the first part at once and one more after each paint, up to the last', async () => {
    render(<Sections />);
    expect(shown()).toEqual(['Commands']);
    await oneFrame();
    expect(shown()).toEqual(['Commands', 'Meter test']);
    await oneFrame();
    expect(shown()).toEqual(SECTIONS);
    await oneFrame();
    expect(shown()).toEqual(SECTIONS);
  });
});
