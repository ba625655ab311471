import { useEffect, useRef, useState, type RefObject } from 'react';
import { defaultConfig, parseConfig, withConfig, type BannerConfig } from './config';
import { editsBeforeHydration } from './edits-before-hydration';

/**
 * The configuration, kept in the page's URL: the first render is the prerendered default (so it
 * hydrates), then a shared link's configuration is read, with what the visitor changed in the
 * controls under `root` before the code arrived over it, and every change is written back with
 * `replaceState` (no history entry per keystroke).
 */
export function useConfigFromUrl(
  pageLanguage: string,
  languages: readonly string[],
  root: RefObject<HTMLElement | null>,
): [BannerConfig, (change: Partial<BannerConfig>) => void] {
  const [config, setConfig] = useState<BannerConfig>(() => defaultConfig(pageLanguage));
  const fromUrl = useRef(false);

  useEffect(() => {
    fromUrl.current = true;
    // A second render on purpose: the first must equal the prerendered HTML (hydration), and
    // only the browser knows the URL's configuration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setConfig({
      ...parseConfig(new URLSearchParams(window.location.search), {
        languages,
        defaultLanguage: pageLanguage,
      }),
      ...(root.current ? editsBeforeHydration(root.current, pageLanguage, languages) : {}),
    });
  }, [pageLanguage, languages, root]);

  useEffect(() => {
    if (!fromUrl.current) return;
    const { pathname, search, hash } = window.location;
    const query = withConfig(search, config, pageLanguage);
    if (query !== search)
      window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  }, [config, pageLanguage]);

  const update = (change: Partial<BannerConfig>) =>
    setConfig((current) => ({ ...current, ...change }));
  return [config, update];
}
