import { useEffect, useState, type ReactNode } from 'react';
import { useBaseTexts } from '../i18n/useBaseTexts';
import { ConfigProvider, theme } from 'antd';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { Language } from '../domain/enums';
import type { ColorScheme } from '../host/hostContext';
import { resolveLanguage } from '../i18n/languageLabels';

interface LoadedLocale {
  antd: Locale | undefined;
  /** The dayjs locale name. */
  dayjs: string;
}

// antd's own texts (empty tables, pagination, pickers, confirm buttons) and dayjs's month and day names, per interface
// language. Each is a chunk of its own; English is antd's default and needs none.
const LOADERS: Readonly<Record<Language, () => Promise<LoadedLocale>>> = {
  en: async () => ({ antd: undefined, dayjs: 'en' }),
  da: () =>
    Promise.all([import('antd/locale/da_DK'), import('dayjs/locale/da')]).then(([m]) => ({
      antd: m.default,
      dayjs: 'da',
    })),
  sv: () =>
    Promise.all([import('antd/locale/sv_SE'), import('dayjs/locale/sv')]).then(([m]) => ({
      antd: m.default,
      dayjs: 'sv',
    })),
  de: () =>
    Promise.all([import('antd/locale/de_DE'), import('dayjs/locale/de')]).then(([m]) => ({
      antd: m.default,
      dayjs: 'de',
    })),
};

/** The locales loaded so far, per language. */
const loaded = new Map<Language, LoadedLocale>();

export interface AntdLocaleProps {
  children: ReactNode;
  /** Dark draws every antd component with antd's dark algorithm; light (the default) with its default one. */
  colorScheme?: ColorScheme;
}

/**
 * The antd theme of each colour scheme: one object each, so a re-render does not restyle every component.
 * antd's default colours miss WCAG AA contrast (4.5:1) for small text (axe-core found them in the e2e walk): white on
 * its blue is 4.1, its red on white 3.3, its secondary grey on white 3.4. These tokens lift each to 4.5 or more. In
 * dark, one blue cannot carry both white button text and text on the dark page, so buttons keep a deep blue and links,
 * tabs and other blue text a light one.
 *
 * Each scheme names its CSS variables' scope (`cssVar.key`). Otherwise antd gives every ConfigProvider a key of its
 * own (React's useId), so the providers of one page (one around each remote module, the shell's dialogs) would each
 * derive the whole theme again and write its variables again (12 KB): work a phone would do twice on the home.
 */
export const ANTD_THEMES = {
  light: {
    algorithm: theme.defaultAlgorithm,
    cssVar: { key: 'css-var-bess-light' },
    token: {
      colorPrimary: '#0958d9',
      colorLink: '#0958d9',
      colorError: '#cf1322',
      colorSuccess: '#237804',
      colorSuccessText: '#237804',
      colorWarning: '#ad6800',
      // the text of the green and orange tags
      green7: '#237804',
      orange7: '#ad4e00',
      colorWarningText: '#ad4e00',
      colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
      colorTextDescription: 'rgba(0, 0, 0, 0.62)',
      // placeholders and empty-table texts
      colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
      colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    },
  },
  dark: {
    algorithm: theme.darkAlgorithm,
    cssVar: { key: 'css-var-bess-dark' },
    token: {
      colorPrimary: '#1554ad',
      colorLink: '#69b1ff',
      colorPrimaryText: '#69b1ff',
      colorError: '#ff7875',
      colorErrorText: '#ff7875',
      colorTextTertiary: 'rgba(255, 255, 255, 0.62)',
      colorTextDescription: 'rgba(255, 255, 255, 0.62)',
      colorTextDisabled: 'rgba(255, 255, 255, 0.5)',
      colorTextQuaternary: 'rgba(255, 255, 255, 0.5)',
      colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
    },
    components: {
      Tabs: {
        itemSelectedColor: '#69b1ff',
        itemHoverColor: '#91caff',
        itemActiveColor: '#91caff',
        inkBarColor: '#69b1ff',
      },
      Button: { defaultColor: 'rgba(255, 255, 255, 0.85)' },
    },
  },
} as const;
const THEMES = ANTD_THEMES;

/**
 * Gives antd's components the interface language (the language of the i18n instance in context), following a
 * switch. Not part of `@bess/shared`'s main entry, which must not pull antd in: it is `@bess/shared/antd`, always
 * loaded on demand. The shell wraps every remote module in it (in the chunk that loads remotes, never on the first
 * paint, ARCHITECTURE 2); an embedded module gets it from its embed lifecycles. antd is the shared
 * singleton, so the modules read this very ConfigProvider.
 */
export function AntdLocale({ children, colorScheme = 'light' }: AntdLocaleProps) {
  const { i18n } = useBaseTexts();
  // A locale loaded once serves every later remote at once, so a tab switch does not draw antd in English first.
  const [locale, setLocale] = useState(() => loaded.get(resolveLanguage(i18n.language)));
  useEffect(() => {
    let live = true;
    const apply = (language: string) => {
      const lng = resolveLanguage(language);
      const known = loaded.get(lng);
      const next = known ? Promise.resolve(known) : LOADERS[lng]();
      next
        .then((found) => {
          loaded.set(lng, found);
          if (!live) return;
          dayjs.locale(found.dayjs);
          setLocale(found);
        })
        // A locale that fails to load leaves antd in English: its texts, not the page, are lost.
        .catch((error: unknown) => console.warn('The antd locale could not be loaded', error));
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => {
      live = false;
      i18n.off('languageChanged', apply);
    };
  }, [i18n]);
  return (
    <ConfigProvider locale={locale?.antd} theme={THEMES[colorScheme]}>
      {children}
    </ConfigProvider>
  );
}
