import { act, render, screen } from '@testing-library/react';
import type { SiteMarker } from '../mapMarkers';
import { SiteMap, type SiteMapProps } from './SiteMap';

// jsdom lays nothing out and has no canvas, so Leaflet is replaced by a recorder of what would be drawn: one circle per
// call with its position, style and handlers, and the tile layers asked for.
interface FakeCircle {
  latLng: [number, number];
  style: { fillColor?: string; color?: string; radius?: number };
  handlers: Record<string, () => void>;
  removed: boolean;
}
const mockCircles: FakeCircle[] = [];
const mockTiles: string[] = [];
const mockFits: unknown[] = [];

jest.mock('../leafletStyles', () => ({ ensureLeafletStyles: () => undefined }));
jest.mock('leaflet', () => {
  const control = () => ({ addTo: () => ({ remove: () => undefined }), addAttribution: () => control() });
  return {
    map: () => {
      const map = {
        setView: () => map,
        fitBounds: (bounds: unknown) => mockFits.push(bounds),
        invalidateSize: () => undefined,
        remove: () => undefined,
        openTooltip: () => undefined,
        closeTooltip: () => undefined,
      };
      return map;
    },
    canvas: () => ({}),
    layerGroup: () => ({
      addTo(this: unknown) {
        return this;
      },
      addLayer: () => undefined,
      removeLayer: (circle: FakeCircle) => {
        circle.removed = true;
      },
    }),
    circleMarker: (latLng: [number, number], style: FakeCircle['style']) => {
      const circle: FakeCircle & Record<string, unknown> = {
        latLng,
        style,
        handlers: {},
        removed: false,
        on: (event: string, handler: () => void) => {
          circle.handlers[event] = handler;
          return circle;
        },
        setStyle: (next: FakeCircle['style']) => {
          circle.style = next;
        },
        setLatLng: (next: [number, number]) => {
          circle.latLng = next;
        },
        getLatLng: () => circle.latLng,
        bringToFront: () => undefined,
      };
      mockCircles.push(circle);
      return circle;
    },
    latLngBounds: (points: unknown) => points,
    tileLayer: (url: string) => {
      mockTiles.push(url);
      return { addTo: () => ({ remove: () => undefined }) };
    },
    control: { zoom: control, attribution: control },
  };
});

const marker = (siteId: string, state: SiteMarker['state'], latitude = 55, longitude = 10): SiteMarker => ({
  siteId,
  siteName: `Site ${siteId}`,
  latitude,
  longitude,
  state,
});

function props(overrides: Partial<SiteMapProps> = {}): SiteMapProps {
  return {
    markers: [marker('S-1', 'running'), marker('S-2', 'error', 52, 13), marker('S-3', 'maintenance', 57, 9)],
    tileUrl: null,
    selectedId: null,
    labels: { map: 'Map of 3 sites', zoomIn: 'Zoom in', zoomOut: 'Zoom out', attribution: null },
    describe: (m) => m.siteName,
    onSelect: () => undefined,
    statusReady: true,
    height: 400,
    ...overrides,
  };
}

const live = () => mockCircles.filter((c) => !c.removed);
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

beforeEach(() => {
  mockCircles.length = 0;
  mockTiles.length = 0;
  mockFits.length = 0;
});

describe('SiteMap', () => {
  test('draws one circle per site at its coordinates in its state colour, and says when they are drawn', async () => {
    render(<SiteMap {...props()} />);
    const map = screen.getByRole('region', { name: 'Map of 3 sites' });
    expect(live().map((c) => [c.latLng, c.style.fillColor])).toEqual([
      [[55, 10], '#16a34a'],
      [[52, 13], '#dc2626'],
      [[57, 9], '#a8a29e'],
    ]);
    expect(mockFits).toHaveLength(1);
    await nextFrame();
    expect(map).toHaveAttribute('data-sites-rendered', '3');
    expect(map).toHaveAttribute(
      'data-state-counts',
      'running:1 error:1 offline:0 idling:0 maintenance:1 notInstalled:0 unknown:0',
    );
    expect(map).toHaveAttribute('data-status-ready', 'true');
  });

  test('clicking a circle chooses its site', () => {
    const onSelect = jest.fn();
    render(<SiteMap {...props({ onSelect })} />);
    live()[1]?.handlers.click?.();
    expect(onSelect).toHaveBeenCalledWith('S-2');
  });

  test('a new status recolours the circles in place; a site that is gone is removed', async () => {
    const { rerender } = render(<SiteMap {...props()} />);
    rerender(<SiteMap {...props({ markers: [marker('S-1', 'offline'), marker('S-2', 'error', 52, 13)] })} />);
    expect(mockCircles).toHaveLength(3);
    expect(live().map((c) => c.style.fillColor)).toEqual(['#1f2937', '#dc2626']);
    await nextFrame();
    expect(screen.getByRole('region')).toHaveAttribute('data-sites-rendered', '2');
  });

  test('the selected site stands out', () => {
    render(<SiteMap {...props({ selectedId: 'S-2' })} />);
    const [first, selected] = live();
    expect(selected?.style.radius).toBeGreaterThan(first?.style.radius ?? Infinity);
    expect(selected?.style.color).not.toBe(first?.style.color);
  });

  test('tiles are asked for only when a tile URL is configured', () => {
    const { unmount } = render(<SiteMap {...props()} />);
    expect(mockTiles).toEqual([]);
    unmount();
    render(<SiteMap {...props({ tileUrl: 'https://tiles.test/{z}/{x}/{y}.png' })} />);
    expect(mockTiles).toEqual(['https://tiles.test/{z}/{x}/{y}.png']);
  });
});
