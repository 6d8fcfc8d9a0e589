import { useEffect, useRef, type CSSProperties } from 'react';
import { PortalChart } from './library';
import { plotSpec, sameSpec, type PlotKind, type PlotOptions } from './plotSpec';

export interface PlotProps extends PlotOptions {
  /** The style of the element the chart draws in (by default it fills its parent's height). */
  containerStyle?: CSSProperties;
  /** Called once with the G2 chart, before its first render, e.g. to listen to its events. */
  onReady?: (chart: PortalChart) => void;
}

const FILL: CSSProperties = { height: 'inherit', flex: 1 };

/** Draws one chart into a div of its own and draws it again when what it shows changes. */
function Plot({ kind, containerStyle = FILL, onReady, ...options }: PlotProps & { kind: PlotKind }) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<PortalChart | null>(null);
  const drawn = useRef<unknown>(null);
  const onReadyRef = useRef(onReady);
  // Runs before the effect below that makes the chart, so that one hands the chart to the latest callback.
  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  useEffect(() => {
    const made = new PortalChart({ container: container.current! });
    chart.current = made;
    onReadyRef.current?.(made);
    return () => {
      made.destroy();
      chart.current = null;
      drawn.current = null;
    };
  }, []);

  const spec = plotSpec(kind, options);
  useEffect(() => {
    if (!chart.current || sameSpec(drawn.current, spec)) return;
    drawn.current = spec;
    // A draw that fails is reported as an uncaught error would be; the tab around the chart goes on working.
    chart.current
      .options(spec)
      .render()
      .catch((error: unknown) => window.reportError(error));
  });

  return <div ref={container} style={containerStyle} />;
}

/** Lines over x, one per value of `colorField` (the options of @ant-design/charts' Line). */
export function Line(props: PlotProps) {
  return <Plot kind="line" {...props} />;
}

/** Columns per x, stacked with `stack`, one part per value of `colorField` (the options of @ant-design/charts' Column). */
export function Column(props: PlotProps) {
  return <Plot kind="column" {...props} />;
}
