import type { Resource } from 'i18next';

/** Every locale file, bundled eagerly: for prerendering and unit tests only, never the browser. */
const files = import.meta.glob<Record<string, unknown>>(
  // locales/meta/ holds the translators' key descriptions, not a language; key-editor.json is the
  // dev server's edit panel (src/dev/key-editor.ts), never a page's.
  ['../../locales/*/*.json', '!../../locales/meta/*.json', '!../../locales/*/key-editor.json'],
  {
    import: 'default',
    eager: true,
  },
);

export const allResources: Resource = {};
for (const [path, bundle] of Object.entries(files)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, language = '', namespace = ''] = match;
  (allResources[language] ??= {})[namespace] = bundle;
}
