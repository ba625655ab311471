/**
 * Each kind of island trigger is a module of its own (src/app/island-triggers/): a built page
 * preloads, beside the island loader, the kinds its islands use and no other, so its first
 * script arms them without a further request and a page never loads a trigger it does not use.
 */
import { describe, expect, it } from 'vitest';
import { firstLoadScripts } from '../../tools/build/measure-dist';
import { islandAttr } from '../../src/routing/page-markers';
import { defaultLanguage, pathOf, type RouteId } from '../support/locales';
import { builtPage } from './support/built-pages';

/** The consent manager wakes at idle with Tag Manager, otherwise on its opener's click. */
const consentKind = process.env.VITE_GTM_ID ? 'idle' : 'click';

/** The kinds each page's islands use (README "Islands"), in the default build. */
const expected: [RouteId, string[]][] = [
  ['home', [consentKind, 'visible']],
  ['product', [consentKind, 'interaction', 'visible']],
  ['contact', [consentKind, 'interaction']],
  ['articleCookies', [consentKind, 'scroll']],
  ['blog', [consentKind]],
  ['pricing', [consentKind]],
];

const triggerKinds = ['visible', 'interaction', 'scroll', 'idle', 'click', 'media', 'save-data'];

/** The trigger modules a page declares, by kind (`/assets/<kind>-<hash>.js`). */
function preloadedKinds(html: string) {
  return firstLoadScripts(html)
    .map((url) => /^\/assets\/([a-z-]+)-[\w-]{8}\.js$/.exec(url)?.[1] ?? '')
    .filter((name) => triggerKinds.includes(name))
    .sort();
}

describe('trigger modules preloaded with the page', () => {
  it.each(expected)('%s preloads the triggers of its islands, and no other', (id, kinds) => {
    const { html } = builtPage(pathOf(defaultLanguage, id));
    expect(preloadedKinds(html)).toEqual([...kinds].sort());
  });

  it('each island carries when it wakes, which names only kinds the page preloaded', () => {
    const { html, document } = builtPage(pathOf(defaultLanguage, 'product'));
    const named = [...document.querySelectorAll(`[${islandAttr.name}]`)].flatMap((island) =>
      Object.keys(JSON.parse(island.getAttribute(islandAttr.schedule) ?? 'null').when),
    );
    expect(named.length).toBeGreaterThan(1);
    expect(preloadedKinds(html)).toEqual([...new Set(named)].sort());
  });
});
