// npm run new-remote -- mf-<name> [--label Text --da Tekst --sv Text --de Text] [--rule everyone]
//
// Makes a new remote in the shape of the model remote (mf-data-economics, STYLE 'the shape of a remote'): its package,
// webpack config, README, entry, standalone bootstrap, one exposed page with its test, its own i18n namespace in the
// four languages and its embed lifecycles. It registers the remote in shared/federation.json (container, folder, next
// free port, exposed modules) with one tab of main/ (route, label key, visibility rule by name), and writes what must
// stay static: the root package.json workspaces, the shell's config.json and the tab's label in shared's base texts.
// Everything else (webpack, ESLint, jest, TypeScript, the shell's tabs and routes, the scripts) reads the registry.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import { ROOT } from './apps.mjs';

const MODEL_DIR = 'mf-data-economics';
/** The model's dependencies every remote has: the framework singletons and the federation runtime. */
const FRAMEWORK_DEPENDENCIES = [
  '@bess/shared',
  '@module-federation/enhanced',
  '@tanstack/react-query',
  'antd',
  'dayjs',
  'i18next',
  'react',
  'react-dom',
  'react-i18next',
  'react-router-dom',
];
const LANGUAGE_FILES = { en: 'en.ts', da: 'da.ts', sv: 'sv.ts', de: 'de.ts' };
/** The page's own text, translated once here so that a new remote passes the translation checks from the start. */
const INTRO = {
  en: 'This tab is new: its page is yet to be built.',
  da: 'Denne fane er ny: dens side er endnu ikke bygget.',
  sv: 'Den här fliken är ny: dess sida har ännu inte byggts.',
  de: 'Diese Registerkarte ist neu: ihre Seite ist noch nicht gebaut.',
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    label: { type: 'string' },
    da: { type: 'string' },
    sv: { type: 'string' },
    de: { type: 'string' },
    rule: { type: 'string', default: 'everyone' },
  },
});

function fail(message) {
  console.error(`new-remote: ${message}`);
  console.error('usage: npm run new-remote -- mf-<name> [--label Text --da Tekst --sv Text --de Text] [--rule <rule>]');
  process.exit(1);
}

const [dirArg] = positionals;
if (!dirArg) fail('name the remote, for example mf-reports');
const dir = dirArg.startsWith('mf-') ? dirArg : `mf-${dirArg}`;
if (!/^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(dir)) fail(`${dir}: lower-case letters, digits and single hyphens only`);

const container = dir.replace(/-/g, '_');
const tab = dir.slice('mf-'.length);
const camel = tab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const moduleName = camel.charAt(0).toUpperCase() + camel.slice(1);
const labelKey = `nav.${camel}`;
const english = values.label ?? tab.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
const labels = { en: english, da: values.da ?? english, sv: values.sv ?? english, de: values.de ?? english };
const translated = values.da !== undefined && values.sv !== undefined && values.de !== undefined;

const federationFile = path.join(ROOT, 'shared', 'federation.json');
const federation = JSON.parse(fs.readFileSync(federationFile, 'utf8'));
if (fs.existsSync(path.join(ROOT, dir))) fail(`${dir} exists already`);
if (federation.remotes[container]) fail(`${container} is in shared/federation.json already`);
if (federation.tabs[tab]) fail(`the tab ${tab} is in shared/federation.json already`);
if (Object.values(federation.tabs).some((t) => t.path === `/main/${tab}`)) fail(`/main/${tab} is a route already`);
const navigationSource = fs.readFileSync(path.join(ROOT, 'shared/src/domain/navigation.ts'), 'utf8');
const rules = navigationSource.slice(
  navigationSource.indexOf('export const VISIBILITY_RULES = {'),
  navigationSource.indexOf('} satisfies Record<string, (ctx: NavigationContext) => boolean>'),
);
if (!new RegExp(`^  ${values.rule}[:,]`, 'm').test(rules)) {
  fail(`${values.rule} is not a rule of VISIBILITY_RULES (shared/src/domain/navigation.ts)`);
}

const ports = [federation.shell.port, ...Object.values(federation.remotes).map((r) => r.port)];
const port = Math.max(...ports) + 1;

/** Writes a file of the new remote, formatted as the repository formats it. */
async function write(relative, text) {
  const file = path.join(ROOT, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  fs.writeFileSync(file, await prettier.format(text, options));
}

/**
 * Adds `line` as the last entry of the object literal that `opening` starts (the first one found after `after`), in
 * a file whose other lines stay as they are.
 */
function insertLast(file, opening, line, after = '') {
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf(opening, after ? text.indexOf(after) : 0);
  if (start < 0) throw new Error(`${path.relative(ROOT, file)} has no ${opening.trim()}`);
  let depth = 0;
  let end = start + opening.length - 1;
  for (; end < text.length; end += 1) {
    if (text[end] === '{') depth += 1;
    if (text[end] === '}' && --depth === 0) break;
  }
  const body = text.slice(0, end).trimEnd();
  const indent = text.slice(text.lastIndexOf('\n', end) + 1, end);
  const separator = body.endsWith(',') || body.endsWith('{') ? '' : ',';
  fs.writeFileSync(file, `${body}${separator}\n${indent}  ${line}\n${text.slice(text.lastIndexOf('\n', end) + 1)}`);
}

const model = JSON.parse(fs.readFileSync(path.join(ROOT, MODEL_DIR, 'package.json'), 'utf8'));
const dependencies = Object.fromEntries(
  Object.entries(model.dependencies).filter(([name]) => FRAMEWORK_DEPENDENCIES.includes(name)),
);

await write(
  `${dir}/package.json`,
  JSON.stringify({
    name: `@bess/${dir}`,
    version: '0.1.0',
    private: true,
    description: `Remote: ${english.toLowerCase()}`,
    scripts: {
      build: 'webpack --mode production',
      dev: 'webpack serve --mode development',
      serve: `node ../scripts/serve-static.cjs dist ${port}`,
    },
    dependencies,
  }),
);

await write(
  `${dir}/webpack.config.js`,
  `const { createWebpackConfig } = require('@bess/shared/webpack');

// The modules this remote exposes (src/expose/<name>.tsx, \`embed\` the lifecycle for a partner's page) and its port
// are its entry of shared/federation.json, the registry the shell's typed module names come from (ARCHITECTURE 2).
module.exports = createWebpackConfig({ appDir: __dirname });
`,
);

await write(
  `${dir}/README.md`,
  `# ${dir}

Module Federation remote \`${container}\` of BESS Portal. Port **${port}**.

| exposed module | what it is |
|---|---|
| \`./${moduleName}\` | main/${tab}: ${english} |
| \`./embed\` | \`embeds\`: single-spa lifecycles (\`bootstrap\`, \`mount\`, \`unmount\`) of each module above, for a partner's page |

Each module is a React component that takes no props and reads the host contract with \`useHost()\` from
\`@bess/shared\`. The framework libraries are shared singletons with the shell.

Its entry in \`shared/federation.json\` names its container, folder, port and exposed modules, and its tab of main/
(route, label \`${labelKey}\`, visibility rule \`${values.rule}\`); the shell's tabs, routes and typed module names
come from there (docs/conventions.md, "Adding a tab to an existing remote").

Its texts are its own i18n namespace, \`${container}\`, in \`src/i18n/\` (English in the bundle, Danish, Swedish and
German as chunks fetched when needed). Components read them with \`useTexts()\`, which falls back to the shell's base
namespaces.

## Commands (from this folder)

- \`npm run build\`: production build into \`dist/\` (with \`mf-manifest.json\` and \`remoteEntry.js\`).
- \`npm run serve\`: serves \`dist/\` on port ${port} with CORS.
- \`npm run dev\`: webpack dev server on port ${port}; \`http://localhost:${port}/?module=${moduleName}\` shows one module alone.

The shell finds this remote through its \`config.json\` (\`remotes.${container}\`), read at run time.
`,
);

await write(
  `${dir}/src/index.ts`,
  `// The async boundary of Module Federation (ARCHITECTURE 2): shared singletons are negotiated before bootstrap runs.
import('./bootstrap');
`,
);

await write(
  `${dir}/src/bootstrap.tsx`,
  `// Standalone development only (npm run dev): this remote's modules without the shell.
import { mountStandalone } from '@bess/shared';
import { ${moduleName} } from './expose/${moduleName}';

mountStandalone(document.getElementById('root')!, { ${moduleName} });
`,
);

await write(
  `${dir}/src/buildInfo.ts`,
  `/** This remote's build id (BESS_BUILD_ID at build time, else the package version); shown on its pages. */
export const BUILD_ID: string = typeof __BUILD_ID__ === 'undefined' ? 'dev' : __BUILD_ID__;
`,
);

await write(
  `${dir}/src/expose/${moduleName}.tsx`,
  `import { TabPage, WithNamespace } from '@bess/shared';
import { BUILD_ID } from '../buildInfo';
import { ${moduleName}Page } from '../features/${tab}/${moduleName}Page';
import { TEXTS } from '../i18n';

/** main/${tab}: ${english}. */
export function ${moduleName}() {
  return (
    <WithNamespace namespace={TEXTS}>
      <TabPage titleKey="${labelKey}" build={BUILD_ID}>
        <${moduleName}Page />
      </TabPage>
    </WithNamespace>
  );
}
`,
);

await write(
  `${dir}/src/expose/embed.ts`,
  `import { createEmbedLifecycles } from '@bess/shared';
import { ${moduleName} } from './${moduleName}';

/** ./embed: single-spa lifecycles of every module of this remote, for a partner's page (ARCHITECTURE 2). */
export const embeds = {
  ${moduleName}: createEmbedLifecycles(${moduleName}),
};
`,
);

await write(
  `${dir}/src/features/${tab}/${moduleName}Page.tsx`,
  `import { SelectionSummary } from '@bess/shared';
import { useTexts } from '../../i18n';

/** The page of main/${tab}: the selection it is about, read through the host contract. */
export function ${moduleName}Page() {
  const { t } = useTexts();
  return (
    <>
      <p>{t('${camel}.intro')}</p>
      <SelectionSummary />
    </>
  );
}
`,
);

await write(
  `${dir}/src/features/${tab}/${moduleName}Page.test.tsx`,
  `import { screen } from '@testing-library/react';
import { SelectionType } from '@bess/shared';
import { renderRemote } from '@bess/shared/testing';
import { ${moduleName} } from '../../expose/${moduleName}';
import { TEXTS } from '../../i18n';
import { da } from '../../i18n/da';
import { en } from '../../i18n/en';

describe('main/${tab}', () => {
  it('is titled with its tab label and names the selection', async () => {
    await renderRemote(<${moduleName} />, {
      namespaces: [TEXTS],
      host: { selection: { id: 'site-1', selectionType: SelectionType.SITE, name: 'Aarhus Harbour' } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: ${JSON.stringify(labels.en)} })).toBeInTheDocument();
    expect(screen.getByText(en.${camel}.intro)).toBeInTheDocument();
    expect(screen.getByText('Aarhus Harbour is selected')).toBeInTheDocument();
  });

  it('reads in the interface language', async () => {
    await renderRemote(<${moduleName} />, { namespaces: [TEXTS], language: 'da' });
    expect(await screen.findByRole('heading', { level: 1, name: ${JSON.stringify(labels.da)} })).toBeInTheDocument();
    expect(screen.getByText(da.${camel}.intro)).toBeInTheDocument();
  });
});
`,
);

const LANGUAGE_NAMES = { da: 'Danish', sv: 'Swedish', de: 'German' };
await write(
  `${dir}/src/i18n/en.ts`,
  `/**
 * English texts of ${dir}'s own namespace, \`${container}\`: the default and fallback language (spec 1), and the shape
 * the other languages must have. They are bundled with this remote, never with the shell (ARCHITECTURE 2).
 */
export const en = {
  ${camel}: {
    intro: ${JSON.stringify(INTRO.en)},
  },
} as const;
`,
);
for (const language of ['da', 'sv', 'de']) {
  await write(
    `${dir}/src/i18n/${language}.ts`,
    `import type { DeepString } from '@bess/shared';
import type { en } from './en';

/** ${LANGUAGE_NAMES[language]} texts of ${dir}'s own namespace; a chunk of this remote, fetched when a user needs them. */
export const ${language}: DeepString<typeof en> = {
  ${camel}: {
    intro: ${JSON.stringify(INTRO[language])},
  },
};
`,
  );
}

await write(
  `${dir}/src/i18n/index.ts`,
  `import { remoteNamespace, useRemoteTranslation } from '@bess/shared';
import { en } from './en';

/** This remote's own texts (ARCHITECTURE 2): English in its bundle, the other languages as chunks of their own. */
export const TEXTS = remoteNamespace('${container}', en, {
  da: () => import(/* webpackChunkName: "i18n-da" */ './da'),
  sv: () => import(/* webpackChunkName: "i18n-sv" */ './sv'),
  de: () => import(/* webpackChunkName: "i18n-de" */ './de'),
});

/** \`t\` of this remote: its own namespace first, then the shell's base namespaces. */
export const useTexts = () => useRemoteTranslation(TEXTS);
`,
);

await write(
  `${dir}/src/i18n/texts.test.ts`,
  `import { describeTranslations } from '@bess/shared/testing';
import { da } from './da';
import { de } from './de';
import { en } from './en';
import { sv } from './sv';
import { TEXTS } from '.';

describeTranslations('${container}', { en, da, sv, de }, TEXTS);
`,
);

// The registry: the remote, and its tab at the end of the navigation.
federation.remotes[container] = { dir, port, exposes: { [moduleName]: 'tab', embed: 'embed' } };
federation.tabs[tab] = {
  path: `/main/${tab}`,
  label: labelKey,
  rule: values.rule,
  widgets: 'any',
  remote: container,
  module: moduleName,
  // Without translations the label is the tab's name, read as a proper name in every language until it is translated.
  ...(translated ? {} : { labelIsName: true }),
};
await write('shared/federation.json', JSON.stringify(federation));

// The root workspaces (npm reads them as they are): the new remote after the others.
const rootPackageFile = path.join(ROOT, 'package.json');
const rootPackage = JSON.parse(fs.readFileSync(rootPackageFile, 'utf8'));
const lastRemote = rootPackage.workspaces.findLastIndex((w) => w.startsWith('mf-'));
rootPackage.workspaces.splice(lastRemote + 1, 0, dir);
fs.writeFileSync(rootPackageFile, `${JSON.stringify(rootPackage, null, 2)}\n`);

// The shell's local config.json: where the remote's manifest is served.
insertLast(
  path.join(ROOT, 'shell/public/config.json'),
  '"remotes": {',
  `"${container}": "http://localhost:${port}/mf-manifest.json"`,
);

// The tab's label in shared's base texts, in the four languages (the tab bar draws it before the remote loads).
for (const [language, file] of Object.entries(LANGUAGE_FILES)) {
  insertLast(
    path.join(ROOT, 'shared/src/i18n/resources', file),
    '    nav: {',
    `${camel}: '${labels[language].replace(/\\/g, '\\\\').replace(/'/g, "\\'")}',`,
    'translation: {',
  );
}

console.log(`${dir}: remote ${container} on port ${port}, tab /main/${tab} (${labelKey}, rule ${values.rule})`);
const untranslated = ['da', 'sv', 'de'].filter((language) => values[language] === undefined);
if (untranslated.length > 0) {
  console.log(
    `The label reads "${english}" in ${untranslated.join(', ')} too, as a name (labelIsName in shared/federation.json). ` +
      `To translate it, edit ${labelKey} in shared/src/i18n/resources/{${untranslated.join(',')}}.ts and drop labelIsName.`,
  );
}
console.log('Next: npm install (links the new workspace), then npm run build -- --only=shell,' + dir);
