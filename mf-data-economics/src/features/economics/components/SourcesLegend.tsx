import type { CSSProperties } from 'react';
import { Button, Flex, theme } from 'antd';
import { useTexts } from '../../../i18n';
import { CONSUMPTION_SOURCES, type ConsumptionSource } from './consumptionSources';

export interface SourcesLegendProps {
  /** The sources the chart leaves out. */
  hidden?: ReadonlySet<ConsumptionSource>;
  /** Given, each source is a button that shows or hides it in the chart; without it the legend is a picture's key. */
  onToggle?(source: ConsumptionSource): void;
}

/** A source's item: the size of a small antd button, whether it is one or not, so both legends take the same room. */
const ITEM: CSSProperties = { height: 24, paddingInline: 7, fontSize: 12, whiteSpace: 'nowrap' };
const SWATCH: CSSProperties = { width: 10, height: 10, flex: 'none', display: 'inline-block' };

/**
 * The legend of the energy chart, under it: the sources of the consumption in their colours, wrapping onto as many
 * lines as the width needs, so that every source is named on a phone too (the chart library's own legend pages through
 * them there instead). With `onToggle`, a source is shown or hidden by a click, as the chart library's legend does,
 * and by the keyboard.
 */
export function SourcesLegend({ hidden, onToggle }: SourcesLegendProps) {
  const { t } = useTexts();
  const { token } = theme.useToken();
  if (!onToggle) {
    return (
      <Flex wrap aria-hidden>
        {CONSUMPTION_SOURCES.map((s) => (
          <Flex key={s.key} align="center" gap={token.marginXS} style={{ ...ITEM, color: token.colorText }}>
            <span style={{ ...SWATCH, background: s.color }} />
            {t(`economics.${s.key}`)}
          </Flex>
        ))}
      </Flex>
    );
  }
  return (
    <Flex wrap role="group" aria-label={t('economics.legend')}>
      {CONSUMPTION_SOURCES.map((s) => {
        const shown = !hidden?.has(s.key);
        // A hidden source is struck through with a grey swatch, its name still readable (secondary text keeps 4.5:1).
        const off: CSSProperties = shown ? {} : { color: token.colorTextSecondary, textDecoration: 'line-through' };
        return (
          <Button
            key={s.key}
            type="text"
            size="small"
            aria-pressed={shown}
            onClick={() => onToggle(s.key)}
            icon={<span style={{ ...SWATCH, background: shown ? s.color : token.colorTextDisabled }} />}
            style={{ ...ITEM, ...off }}
          >
            {t(`economics.${s.key}`)}
          </Button>
        );
      })}
    </Flex>
  );
}
