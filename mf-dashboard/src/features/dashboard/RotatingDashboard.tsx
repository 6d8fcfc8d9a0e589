import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTexts } from '../../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Progress } from 'antd';
import { dashboardIds, dashboardQueries, useHost } from '@bess/shared';
import { SingleDashboard } from './SingleDashboard';

/** How long each dashboard stays on screen. */
export const ROTATION_MS = 20_000;
/** How often the progress indicator moves. */
export const ROTATION_TICK_MS = 250;

/** A symbol on a button; the button's accessible name says what it does. */
function Glyph({ children }: { children: string }) {
  return <span aria-hidden="true">{children}</span>;
}

/** Keys typed into a field are the field's own, not the rotation's. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Space on a focused button presses it; the rotation leaves it to the button. */
function isButton(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'BUTTON' || target.getAttribute('role') === 'button');
}

/**
 * The rotating dashboard (spec 2 /dashboard): cycles through the dashboard ids the user may see (sites with a
 * dashboard, then groups; ARCHITECTURE 8), each for 20 s, with a progress indicator and the position ("2 / 7").
 * Left and right arrows move, space pauses and resumes. The next dashboard is fetched ahead, so a change shows data
 * at once.
 */
export function RotatingDashboard() {
  const { t } = useTexts();
  const { configuration, api } = useHost();
  const queryClient = useQueryClient();
  const ids = useMemo(() => dashboardIds(configuration), [configuration]);
  // One state, so that the tick that completes a period moves on in the same update.
  const [rotation, setRotation] = useState({ index: 0, elapsed: 0 });
  const [paused, setPaused] = useState(false);
  const count = ids.length;
  const current = count > 0 ? Math.min(rotation.index, count - 1) : 0;
  const elapsed = rotation.elapsed;

  const move = useCallback(
    (step: number) => {
      if (count === 0) return;
      setRotation((r) => ({ index: (((Math.min(r.index, count - 1) + step) % count) + count) % count, elapsed: 0 }));
    },
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(
      () =>
        setRotation((r) =>
          r.elapsed + ROTATION_TICK_MS >= ROTATION_MS
            ? { index: (Math.min(r.index, count - 1) + 1) % count, elapsed: 0 }
            : { ...r, elapsed: r.elapsed + ROTATION_TICK_MS },
        ),
      ROTATION_TICK_MS,
    );
    return () => clearInterval(timer);
  }, [paused, count]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return;
      if (event.key === 'ArrowLeft') move(-1);
      else if (event.key === 'ArrowRight') move(1);
      else if ((event.key === ' ' || event.code === 'Space') && !isButton(event.target)) {
        event.preventDefault(); // no page scroll
        setPaused((p) => !p);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [move]);

  const nextId = count > 1 ? ids[(current + 1) % count] : undefined;
  useEffect(() => {
    if (nextId) void queryClient.prefetchQuery(dashboardQueries.dashboard(api, nextId));
  }, [nextId, api, queryClient]);

  if (count === 0) {
    return (
      <p role="status" style={{ fontSize: 22 }}>
        {t('dashboard.noDashboards')}
      </p>
    );
  }

  const position = current + 1;
  const controls = (
    <nav
      aria-label={t('dashboard.rotating')}
      style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12, color: '#cbd5e1' }}
    >
      <Button aria-label={t('dashboard.previous')} onClick={() => move(-1)} disabled={count < 2}>
        <Glyph>◀</Glyph>
      </Button>
      <Button
        aria-label={paused ? t('dashboard.resume') : t('dashboard.pause')}
        onClick={() => setPaused((p) => !p)}
        disabled={count < 2}
      >
        <Glyph>{paused ? '▶' : '❚❚'}</Glyph>
      </Button>
      <Button aria-label={t('dashboard.next')} onClick={() => move(1)} disabled={count < 2}>
        <Glyph>▶</Glyph>
      </Button>
      <span
        aria-label={t('dashboard.positionLabel', { position, total: count })}
        style={{ fontVariantNumeric: 'tabular-nums', fontSize: 18 }}
      >
        {`${position} / ${count}`}
      </span>
      <Progress
        percent={Math.min(100, (elapsed / ROTATION_MS) * 100)}
        showInfo={false}
        size="small"
        status={paused ? 'normal' : 'active'}
        style={{ width: 160, margin: 0 }}
        aria-hidden
      />
      {paused ? <strong>{t('dashboard.paused')}</strong> : null}
      <span style={{ fontSize: 13, color: '#64748b' }}>{t('dashboard.keyboardHint')}</span>
    </nav>
  );
  return <SingleDashboard key={ids[current]} id={ids[current]!} rotation={controls} />;
}
