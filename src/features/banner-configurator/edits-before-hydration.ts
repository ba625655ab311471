import { bannerLayouts, radiusRange } from '../../components/consent-banner/banner-look';
import { optionalCategories } from '../../lib/consent/categories';
import { defaultConfig, textLimits, type BannerConfig } from './config';

const CONTROL_ATTR = 'data-config';

/** Marks a control with the configuration field it sets: its props `{...controlOf('title')}`. */
export const controlOf = (field: keyof BannerConfig) => ({ [CONTROL_ATTR]: field });

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What the visitor changed in the prerendered controls (which show the default configuration)
 * before the configurator's code had arrived. Hydration leaves those values in the page, but the
 * first render after it would put the configuration's back: the configurator starts from them.
 * Each value is kept only if the control could hold it: one of its choices, within its limits.
 */
export function editsBeforeHydration(
  root: HTMLElement,
  pageLanguage: string,
  languages: readonly string[],
): Partial<BannerConfig> {
  const controls = (field: keyof BannerConfig) => [
    ...root.querySelectorAll<Control>(`[${CONTROL_ATTR}="${field}"]`),
  ];
  const value = (field: keyof BannerConfig) => controls(field)[0]?.value;
  const checked = (field: keyof BannerConfig) =>
    controls(field).filter((control) => (control as HTMLInputElement).checked);
  const defaults = defaultConfig(pageLanguage);
  const shown: Partial<BannerConfig> = {
    layout: bannerLayouts.find((layout) => layout === checked('layout')[0]?.value),
    color: /^#[0-9a-f]{6}$/i.test(value('color') ?? '') ? value('color')!.toLowerCase() : undefined,
    radius: [Number(value('radius'))].find(
      (radius) =>
        Number.isInteger(radius) && radius >= radiusRange.min && radius <= radiusRange.max,
    ),
    language: languages.find((language) => language === value('language')),
    offered:
      controls('offered').length > 0
        ? optionalCategories.filter((category) =>
            checked('offered').some((box) => box.value === category),
          )
        : undefined,
    title: value('title')?.slice(0, textLimits.title),
    text: value('text')?.slice(0, textLimits.text),
  };
  return Object.fromEntries(
    Object.entries(shown).filter(
      ([field, shownValue]) =>
        shownValue !== undefined &&
        JSON.stringify(shownValue) !== JSON.stringify(defaults[field as keyof BannerConfig]),
    ),
  );
}
