import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { createI18n } from '../i18n/createI18n';
import { toThemePreference, useColorScheme } from '../ui/colorScheme';
import { EmbedHost, type EmbedProps, type EmbeddableComponent } from './embedHost';

type LifecycleProps = EmbedProps & { domElement?: HTMLElement; name?: string };

/**
 * Turns a module's component into single-spa lifecycles (bootstrap, mount, unmount) so that a partner's web page can
 * mount it with no shell: `mountRootParcel(embeds.Home, { domElement, apiBaseUrl, accessToken, selectionId, theme })`.
 */
export function createEmbedLifecycles(Component: EmbeddableComponent) {
  return singleSpaReact<EmbedProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    loadRootComponent: async (props) => {
      const lifecycleProps = (props ?? {}) as LifecycleProps;
      // antd's own texts in the page's language: the locale wrapper, and antd with it, is loaded here, at
      // mount, never by shared's main entry.
      const [i18n, { AntdLocale }] = await Promise.all([
        createI18n(lifecycleProps.language),
        import('../ui/AntdLocale'),
      ]);
      function EmbeddedRoot(rootProps: LifecycleProps) {
        // The partner page chooses the theme as a user does in the portal; System follows the device.
        const colorScheme = useColorScheme(toThemePreference(rootProps.theme));
        return (
          <EmbedHost props={rootProps} i18n={i18n} element={rootProps.domElement ?? null} colorScheme={colorScheme}>
            <AntdLocale colorScheme={colorScheme}>
              <Component />
            </AntdLocale>
          </EmbedHost>
        );
      }
      // single-spa-react passes the lifecycle props (custom props + single-spa's own) to the root component.
      return EmbeddedRoot as React.ElementType<typeof props>;
    },
    errorBoundary: () => <p role="alert">Something went wrong</p>,
  });
}
