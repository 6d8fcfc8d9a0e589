/**
 * The portal's chart runtime: G2 5 (the engine @ant-design/charts draws with) holding only what the portal's line and
 * column charts use. @ant-design/charts builds every chart on G2's whole standard library (maps, graphs, word clouds,
 * every mark) and brings lodash and html2canvas beside it; none of that is drawn here, and all of it was fetched and
 * compiled before a chart tab's first chart. Modules are imported by file, so the bundler takes only these.
 */
import { Runtime } from '@antv/g2/esm/api/runtime';
import { extend } from '@antv/g2/esm/api/extend';
import { Cartesian } from '@antv/g2/esm/coordinate/index';
import { Column, Constant, Field, Transform } from '@antv/g2/esm/encode/index';
import { Interval, Line } from '@antv/g2/esm/mark/index';
import { Category10, Category20 } from '@antv/g2/esm/palette/index';
import { Band, Constant as ScaleConstant, Identity, Linear, Ordinal, Point, Time } from '@antv/g2/esm/scale/index';
import { Classic, ClassicDark } from '@antv/g2/esm/theme/index';
import { AxisX, AxisY, LegendCategory, Legends, TitleComponent } from '@antv/g2/esm/component/index';
import { FadeIn, FadeOut, Morphing, ScaleInY, ScaleOutY } from '@antv/g2/esm/animation/index';
import { BrushXFilter, ElementHighlight, LegendFilter, Tooltip } from '@antv/g2/esm/interaction/index';
import { DodgeX, StackEnter, StackY } from '@antv/g2/esm/transform/index';
import { Inline } from '@antv/g2/esm/data/index';

/**
 * What the charts ask G2 for by name. G2 adds its private parts itself (views, marks as compositions, labels); a name
 * missing here fails the chart's render with "Unknown Component: <name>".
 */
const LIBRARY = {
  'data.inline': Inline,
  'coordinate.cartesian': Cartesian,
  'encode.constant': Constant,
  'encode.field': Field,
  'encode.transform': Transform,
  'encode.column': Column,
  // Line charts over time, and columns (stacked: the economics tab's sources)
  'mark.line': Line,
  'mark.interval': Interval,
  'transform.stackY': StackY,
  'transform.dodgeX': DodgeX,
  'transform.stackEnter': StackEnter,
  'palette.category10': Category10,
  'palette.category20': Category20,
  'scale.linear': Linear,
  'scale.ordinal': Ordinal,
  'scale.band': Band,
  'scale.identity': Identity,
  'scale.point': Point,
  'scale.time': Time,
  'scale.constant': ScaleConstant,
  // The two bases of the portal's chart theme (chartTheme.ts), light and dark
  'theme.classic': Classic,
  'theme.classicDark': ClassicDark,
  'component.axisX': AxisX,
  'component.axisY': AxisY,
  'component.legendCategory': LegendCategory,
  'component.legends': Legends,
  'component.title': TitleComponent,
  // The themes' enter, update and exit animations of columns (the line charts draw without animation)
  'animation.scaleInY': ScaleInY,
  'animation.scaleOutY': ScaleOutY,
  'animation.fadeIn': FadeIn,
  'animation.fadeOut': FadeOut,
  'animation.morphing': Morphing,
  'interaction.tooltip': Tooltip,
  'interaction.legendFilter': LegendFilter,
  'interaction.elementHighlight': ElementHighlight,
  // Dragging across the data tab's chart selects a time span to zoom to
  'interaction.brushXFilter': BrushXFilter,
};

/** A G2 chart that knows the portal's marks, scales, components and interactions. */
export const PortalChart = extend(Runtime, LIBRARY);
export type PortalChart = InstanceType<typeof PortalChart>;
