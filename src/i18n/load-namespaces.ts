import type { i18n as I18n } from 'i18next';
import { sourceLanguages } from './config';
import type { Namespace } from './namespaces';

/**
 * Each locale file becomes its own chunk, fetched with the island that needs it, so article text
 * never weighs on the home page's first load.
 */
const loaders = import.meta.glob<Record<string, unknown>>(
  // locales/meta/ holds the translators' key descriptions, not a language; key-editor.json is the
  // dev server's edit panel (src/dev/key-editor.ts), never a page's.
  ['../../locales/*/*.json', '!../../locales/meta/*.json', '!../../locales/*/key-editor.json'],
  {
    import: 'default',
  },
);

export async function loadNamespaces(i18n: I18n, namespaces: readonly Namespace[]) {
  const files = sourceLanguages(i18n.language).flatMap((language) =>
    namespaces.map((ns) => ({ language, ns })),
  );
  await Promise.all(
    files
      .filter(({ language, ns }) => !i18n.hasResourceBundle(language, ns))
      .map(async ({ language, ns }) => {
        const load = loaders[`../../locales/${language}/${ns}.json`];
        if (!load) throw new Error(`Missing locale file locales/${language}/${ns}.json`);
        i18n.addResourceBundle(language, ns, await load());
      }),
  );
}
