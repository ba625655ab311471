// The default build (no VITE_GTM_ID) shows no banner, so it makes no consent record: its cookie
// policy says so, lists only necessary storage and shows no record table.
import { describe, expect, it } from 'vitest';
import { copy, languages, pathOf } from '../support/locales';
import { builtPage } from './support/built-pages';

describe('the cookie policy without VITE_GTM_ID', () => {
  it.each(languages)(
    '%s: says no consent record is made and only necessary storage is used',
    (language) => {
      const policy = copy(language, 'consent-policy');
      const { html } = builtPage(pathOf(language, 'cookiePolicy'));
      expect(html).not.toContain('data-storage-key="consent"');
      expect(html).toContain(policy.record.notUsed);
      expect(html).toContain(policy.categories.onlyNecessary);
      expect(html).not.toContain('_ga');
    },
  );
});
