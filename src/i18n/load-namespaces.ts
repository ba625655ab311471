import type { i18n as I18n } from 'i18next';
// Each locale file is its own chunk, fetched with the island that needs it, so article text never
// weighs on the home page's first load.
import { loaders } from 'virtual:locale-files';
import { sourceLanguages } from './config';
import type { Namespace } from './namespaces';

/** Loads `namespaces` of `language` (the page's by default) that `i18n` does not hold yet. */
export async function loadNamespaces(
  i18n: I18n,
  namespaces: readonly Namespace[],
  language = i18n.language,
) {
  const files = sourceLanguages(language).flatMap((language) =>
    namespaces.map((ns) => ({ language, ns })),
  );
  await Promise.all(
    files
      .filter(({ language, ns }) => !i18n.hasResourceBundle(language, ns))
      .map(async ({ language, ns }) => {
        const load = loaders[`${language}/${ns}`];
        if (!load) throw new Error(`Missing locale file locales/${language}/${ns}.json`);
        i18n.addResourceBundle(language, ns, await load());
      }),
  );
}
