import { screen } from '@testing-library/react';
import { Empty } from 'antd';
import { createEmbedLifecycles } from './createEmbedLifecycles';

/** A module that shows one of antd's own texts (the empty state's "No data"). */
function ShowsAntdText() {
  return <Empty />;
}

type Lifecycle = (props: Record<string, unknown>) => Promise<unknown>;

/** Mounts the module as a partner page does (single-spa custom props), in the given language. */
async function mountIn(language: string | undefined) {
  const lifecycles = createEmbedLifecycles(ShowsAntdText) as unknown as Record<
    'bootstrap' | 'mount' | 'unmount',
    Lifecycle
  >;
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  // A share token: no configuration to load, the module renders at once.
  const props = {
    name: 'partner-widget',
    domElement,
    apiBaseUrl: 'http://api.test',
    shareToken: 'bess_share_x',
    language,
  };
  await lifecycles.bootstrap(props);
  await lifecycles.mount(props);
  return async () => {
    await lifecycles.unmount(props);
    domElement.remove();
  };
}

// single-spa-react renders into a root of its own, as on a partner's page, outside Testing Library's act(): tell React
// this is not an act() environment, so it does not warn about updates act() cannot see.
const global = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeAll(() => {
  actEnvironment = global.IS_REACT_ACT_ENVIRONMENT;
  global.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  global.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

let unmount: (() => Promise<void>) | null = null;
afterEach(async () => {
  await unmount?.();
  unmount = null;
});

describe("an embedded module draws antd's own texts in the partner page's language", () => {
  it.each([
    ['da', 'Ingen data'],
    ['de', 'Keine Daten'],
    ['sv', 'Ingen data'],
    [undefined, 'No data'],
  ])('language %s', async (language, text) => {
    unmount = await mountIn(language);
    expect(await screen.findByText(text, { selector: '.ant-empty-description' })).toBeInTheDocument();
  });
});
