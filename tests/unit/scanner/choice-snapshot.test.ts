import { describe, expect, it } from 'vitest';
import {
  cookieSinceChoice,
  storageSinceChoice,
  takeChoiceSnapshot,
  type CookieState,
} from '../../../server/scanner/engine/phases/choice-snapshot';

const ga: CookieState = {
  name: '_ga',
  domain: '.site.example',
  path: '/',
  value: 'GA1.1.111.222',
  expires: 1_830_000_000.5,
};

describe('the snapshot taken just before reject', () => {
  const snapshot = takeChoiceSnapshot(
    [ga],
    [{ area: 'localStorage', origin: 'https://site.example', key: '_ym_uid' }],
  );

  it('tells a cookie left untouched from one written again with a new value or expiry', () => {
    expect(cookieSinceChoice(snapshot, { ...ga })).toBe('remained');
    expect(cookieSinceChoice(snapshot, { ...ga, value: 'GA1.1.111.333' })).toBe('changed');
    expect(cookieSinceChoice(snapshot, { ...ga, expires: ga.expires + 1 })).toBe('changed');
  });

  it('tells apart cookies by name, domain and path', () => {
    expect(cookieSinceChoice(snapshot, { ...ga, name: '_gid' })).toBe('new');
    expect(cookieSinceChoice(snapshot, { ...ga, domain: 'other.example' })).toBe('new');
    expect(cookieSinceChoice(snapshot, { ...ga, path: '/shop' })).toBe('new');
  });

  it('keeps no cookie value', () => {
    expect(JSON.stringify([...snapshot.cookies.values()])).not.toContain(ga.value);
  });

  it('tells storage keys that were there before from new ones', () => {
    const item = { area: 'localStorage', origin: 'https://site.example', key: '_ym_uid' };
    expect(storageSinceChoice(snapshot, item)).toBe('remained');
    expect(storageSinceChoice(snapshot, { ...item, area: 'sessionStorage' })).toBe('new');
    expect(storageSinceChoice(snapshot, { ...item, key: '_ym_d' })).toBe('new');
  });
});
