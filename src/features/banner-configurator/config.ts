/**
 * The configurator's state, its URL form and its embed snippet. Everything read from a URL is
 * validated field by field: a bad value falls back to its default, and values are only ever used
 * as text (React escapes them; the snippet escapes attribute characters).
 */
import {
  bannerLayouts,
  defaultLook,
  radiusRange,
  type BannerLayout,
} from '../../components/consent-banner/banner-look';
import { optionalCategories, type OptionalCategory } from '../../lib/consent/categories';

export interface BannerConfig {
  layout: BannerLayout;
  /** `#rrggbb`, lower case. */
  color: string;
  radius: number;
  language: string;
  /** Optional categories the banner offers, in display order. */
  offered: OptionalCategory[];
  /** Own title and text; empty means the default copy of the chosen language. */
  title: string;
  text: string;
}

export const textLimits = { title: 60, text: 240 } as const;

export function defaultConfig(language: string): BannerConfig {
  return {
    layout: defaultLook.layout,
    color: defaultLook.color.toLowerCase(),
    radius: defaultLook.radius,
    language,
    offered: [...optionalCategories],
    title: '',
    text: '',
  };
}

/** URL parameter names (short and ASCII, so a shared link stays readable). */
const keys = {
  layout: 'layout',
  color: 'color',
  radius: 'radius',
  language: 'lang',
  offered: 'offer',
  title: 'title',
  text: 'text',
} as const;

// Control characters (and the Unicode line/paragraph separators) are refused in copy.
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function cleanText(value: string | null, limit: number): string | null {
  if (value === null) return null;
  const text = value.trim();
  if (text.length > limit || controlCharacters.test(text)) return null;
  return text;
}

function parseOffered(value: string | null): OptionalCategory[] | null {
  if (value === null) return null;
  if (value === 'none') return [];
  const parts = value.split(',');
  if (!parts.every((part) => (optionalCategories as readonly string[]).includes(part))) return null;
  if (new Set(parts).size !== parts.length) return null;
  return optionalCategories.filter((category) => parts.includes(category));
}

/** The configuration in `params`; each missing or invalid value is the default. */
export function parseConfig(
  params: URLSearchParams,
  { languages, defaultLanguage }: { languages: readonly string[]; defaultLanguage: string },
): BannerConfig {
  const fallback = defaultConfig(defaultLanguage);
  const layout = params.get(keys.layout);
  const color = params.get(keys.color);
  const radius = params.get(keys.radius);
  const language = params.get(keys.language);
  return {
    layout: bannerLayouts.find((candidate) => candidate === layout) ?? fallback.layout,
    color: color && /^[0-9a-f]{6}$/i.test(color) ? `#${color.toLowerCase()}` : fallback.color,
    radius:
      radius && /^\d{1,2}$/.test(radius) && Number(radius) <= radiusRange.max
        ? Number(radius)
        : fallback.radius,
    language: language && languages.includes(language) ? language : fallback.language,
    offered: parseOffered(params.get(keys.offered)) ?? fallback.offered,
    title: cleanText(params.get(keys.title), textLimits.title) ?? fallback.title,
    text: cleanText(params.get(keys.text), textLimits.text) ?? fallback.text,
  };
}

/** URL parameters for `config`: only what differs from the defaults, in a fixed order. */
export function serializeConfig(config: BannerConfig, defaultLanguage: string): URLSearchParams {
  const fallback = defaultConfig(defaultLanguage);
  const params = new URLSearchParams();
  if (config.layout !== fallback.layout) params.set(keys.layout, config.layout);
  if (config.color !== fallback.color) params.set(keys.color, config.color.slice(1));
  if (config.radius !== fallback.radius) params.set(keys.radius, String(config.radius));
  if (config.language !== fallback.language) params.set(keys.language, config.language);
  if (config.offered.join() !== fallback.offered.join()) {
    params.set(keys.offered, config.offered.length ? config.offered.join(',') : 'none');
  }
  if (config.title.trim()) params.set(keys.title, config.title.trim());
  if (config.text.trim()) params.set(keys.text, config.text.trim());
  return params;
}

/** The query string of `search` with the configuration's parameters replaced. */
export function withConfig(search: string, config: BannerConfig, defaultLanguage: string): string {
  const params = new URLSearchParams(search);
  for (const key of Object.values(keys)) params.delete(key);
  for (const [key, value] of serializeConfig(config, defaultLanguage)) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

function attribute(value: string) {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The embed code: one script tag whose data attributes carry the configuration. */
export function embedSnippet(config: BannerConfig, scriptUrl: string): string {
  const data: [string, string][] = [
    ['layout', config.layout],
    ['color', config.color],
    ['radius', String(config.radius)],
    ['language', config.language],
    ['categories', config.offered.join(',')],
  ];
  if (config.title.trim()) data.push(['title', config.title.trim()]);
  if (config.text.trim()) data.push(['text', config.text.trim()]);
  const attributes = data.map(([name, value]) => `\n  data-${name}="${attribute(value)}"`).join('');
  return `<script src="${attribute(scriptUrl)}"${attributes}\n  async></script>`;
}
