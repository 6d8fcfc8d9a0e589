import { createRoot } from 'react-dom/client';
import { createI18n } from '../i18n/createI18n';
import { EmbedHost, type EmbeddableComponent } from './embedHost';

/**
 * Standalone development of a remote (`npm run dev` in its folder): shows one of its modules with an embed host.
 * Query parameters: module (default the first), apiBaseUrl (default http://localhost:3000), select, lang.
 */
export async function mountStandalone(element: HTMLElement, modules: Record<string, EmbeddableComponent>) {
  const params = new URLSearchParams(window.location.search);
  const names = Object.keys(modules);
  const name = params.get('module') ?? names[0];
  const Component = name ? modules[name] : undefined;
  const i18n = await createI18n(params.get('lang') ?? undefined);
  const root = createRoot(element);
  if (!Component) {
    root.render(<p>Unknown module. Try one of: {names.join(', ')}</p>);
    return;
  }
  const props = {
    apiBaseUrl: params.get('apiBaseUrl') ?? 'http://localhost:3000',
    selectionId: params.get('select') ?? undefined,
    language: params.get('lang') ?? undefined,
  };
  root.render(
    <EmbedHost props={props} i18n={i18n} element={element}>
      <Component />
    </EmbedHost>,
  );
}
