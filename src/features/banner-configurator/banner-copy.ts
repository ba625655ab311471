import type { TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { completeNamespaces, languages } from 'virtual:locales';
import { loadNamespaces } from '../../i18n/load-namespaces';
import { optionalCategories, type Choice } from '../../lib/consent/categories';

/**
 * The languages the preview offers: those whose banner copy is complete (a language still being
 * translated offers none until then). Other languages' copy loads when chosen.
 */
export const bannerLanguages = languages.filter((language) =>
  completeNamespaces[language]?.includes('consent'),
);

export type BannerT = TFunction<'consent'>;

/** The banner's copy in `language`, loaded on demand; the page's language until it arrives. */
export function useBannerCopy(language: string): BannerT {
  const { i18n } = useTranslation();
  const ready = i18n.hasResourceBundle(language, 'consent');
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (ready) return;
    void loadNamespaces(i18n, ['consent'], language).then(() => setLoaded((n) => n + 1));
  }, [i18n, language, ready]);
  return i18n.getFixedT(ready ? language : i18n.language, 'consent');
}

/** A language's name in the page's language ("İngilizce", "English"). */
export function useLanguageName(pageLanguage: string): (code: string) => string {
  return useMemo(() => {
    const names = new Intl.DisplayNames([pageLanguage], { type: 'language' });
    return (code: string) => names.of(code) ?? code;
  }, [pageLanguage]);
}

/** The chosen categories' names in the banner's language, or `none` when there is none. */
export function categoryNames(chosen: Choice, bannerT: BannerT, none: string): string {
  const names = optionalCategories
    .filter((c) => chosen[c])
    .map((c) => bannerT(`categories.${c}.name`));
  return names.length ? names.join(', ') : none;
}
