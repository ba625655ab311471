import { describe, expect, it } from 'vitest';
import { syncBundle } from '../../tools/i18n/i18n-sync.ts';

/** `npm run i18n:sync`: a language gains the source's new keys, empty, and loses nothing. */
describe('syncing a language with the source', () => {
  const source = {
    hero: { title: 'Başlık', lead: 'Giriş' },
    items: ['bir', 'iki'],
    remaining_one: '{{count}} kaldı',
    remaining_other: '{{count}} kaldı',
    added: { cta: 'Yeni' },
  };

  it('adds new keys empty, in the source order, and keeps every translation', () => {
    const german = { hero: { title: 'Titel' }, items: ['eins', 'zwei'], old: 'Alt' };
    const { value, added, extra } = syncBundle(source, german, 'de');
    expect(value).toEqual({
      hero: { title: 'Titel', lead: '' },
      items: ['eins', 'zwei'],
      remaining_one: '',
      remaining_other: '',
      added: { cta: '' },
      old: 'Alt',
    });
    expect(Object.keys(value as object)).toEqual([
      'hero',
      'items',
      'remaining_one',
      'remaining_other',
      'added',
      'old',
    ]);
    expect(added).toEqual(['hero.lead', 'remaining', 'added.cta']);
    expect(extra).toEqual(['old']);
  });

  it('gives a plural key the language’s own forms and keeps the ones it has', () => {
    expect(syncBundle(source, {}, 'ar').value).toMatchObject({
      remaining_zero: '',
      remaining_one: '',
      remaining_two: '',
      remaining_few: '',
      remaining_many: '',
      remaining_other: '',
    });
    const japanese = syncBundle(source, { remaining_other: '残り{{count}}' }, 'ja');
    expect(japanese.value).toMatchObject({ remaining_other: '残り{{count}}' });
    expect(japanese.added).not.toContain('remaining');
  });

  it('changes nothing in a complete language', () => {
    const english = {
      hero: { title: 'Title', lead: 'Lead' },
      items: ['one', 'two'],
      remaining_one: 'One left',
      remaining_other: '{{count}} left',
      added: { cta: 'New' },
    };
    expect(syncBundle(source, english, 'en')).toEqual({ value: english, added: [], extra: [] });
  });
});
