import { describe, expect, it } from 'vitest';
import {
  defaultConfig,
  embedSnippet,
  parseConfig,
  serializeConfig,
  textLimits,
  withConfig,
  type BannerConfig,
} from '../../src/features/banner-configurator/config';
import { contrastRatio, textColorOn } from '../../src/lib/color-contrast';

const options = { languages: ['tr', 'en'], defaultLanguage: 'tr' };
const parse = (query: string) => parseConfig(new URLSearchParams(query), options);

const custom: BannerConfig = {
  layout: 'boxRight',
  color: '#ffcc00',
  radius: 16,
  language: 'en',
  offered: ['analytics'],
  title: 'Çerezler & siz <3',
  text: 'Bir "metin", 100% güvenli?',
};

describe('configurator URL', () => {
  it('an empty query is the default configuration, and the default writes no parameter', () => {
    expect(parse('')).toEqual(defaultConfig('tr'));
    expect(serializeConfig(defaultConfig('tr'), 'tr').toString()).toBe('');
  });

  it('round-trips every field through the URL', () => {
    const query = serializeConfig(custom, 'tr').toString();
    expect(query).toBe(
      'layout=boxRight&color=ffcc00&radius=16&lang=en&offer=analytics&title=%C3%87erezler+%26+siz+%3C3&text=Bir+%22metin%22%2C+100%25+g%C3%BCvenli%3F',
    );
    expect(parse(query)).toEqual(custom);
    expect(parse(serializeConfig({ ...custom, offered: [] }, 'tr').toString()).offered).toEqual([]);
  });

  it.each([
    ['layout=sideways', 'layout'],
    ['color=red', 'color'],
    ['color=%23ffcc00', 'color'],
    ['color=ffcc0', 'color'],
    ['radius=-2', 'radius'],
    ['radius=99', 'radius'],
    ['radius=4.5', 'radius'],
    ['lang=de', 'language'],
    ['offer=analytics,ads', 'offered'],
    ['offer=analytics,analytics', 'offered'],
    ['offer=', 'offered'],
    [`title=${'x'.repeat(textLimits.title + 1)}`, 'title'],
    [`text=${'x'.repeat(textLimits.text + 1)}`, 'text'],
    ['title=a%00b', 'title'],
    ['text=line%0Abreak', 'text'],
  ] as const)('falls back to the default for %s', (query, field) => {
    const config = parse(`${query}&radius=${query.startsWith('radius') ? '' : '12'}`);
    expect(config[field]).toEqual(defaultConfig('tr')[field]);
  });

  it('keeps markup in copy as plain text (rendered as text, never HTML)', () => {
    expect(parse('title=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E').title).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });

  it('replaces its own parameters and keeps unrelated ones', () => {
    expect(
      withConfig('?utm_source=x&layout=center', { ...defaultConfig('tr'), radius: 4 }, 'tr'),
    ).toBe('?utm_source=x&radius=4');
    expect(withConfig('?layout=center', defaultConfig('tr'), 'tr')).toBe('');
  });
});

describe('embed snippet', () => {
  it('carries the configuration in escaped data attributes', () => {
    const snippet = embedSnippet(custom, 'https://cdn.example/v1/banner.js');
    expect(snippet).toBe(
      [
        '<script src="https://cdn.example/v1/banner.js"',
        '  data-layout="boxRight"',
        '  data-color="#ffcc00"',
        '  data-radius="16"',
        '  data-language="en"',
        '  data-categories="analytics"',
        '  data-title="Çerezler &amp; siz &lt;3"',
        '  data-text="Bir &quot;metin&quot;, 100% güvenli?"',
        '  async></script>',
      ].join('\n'),
    );
  });
});

describe('button text contrast', () => {
  it.each(['#1d4ed8', '#ffcc00', '#777777', '#767676', '#000000', '#ffffff', '#00ff00'])(
    'reaches at least 4.5:1 on %s',
    (color) => {
      const { color: text, ratio } = textColorOn(color);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(color, text)).toBeCloseTo(ratio, 5);
    },
  );

  it('reaches 4.5:1 on every grey and every pure hue ramp', () => {
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    for (let v = 0; v < 256; v += 1) {
      for (const color of [
        `#${hex(v).repeat(3)}`,
        `#${hex(v)}0000`,
        `#00${hex(v)}00`,
        `#0000${hex(v)}`,
      ]) {
        expect(textColorOn(color).ratio, color).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('matches known ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(textColorOn('#1d4ed8')).toEqual({ color: '#ffffff', ratio: expect.closeTo(6.7, 1) });
    expect(textColorOn('#ffcc00').color).toBe('#000000');
  });
});
