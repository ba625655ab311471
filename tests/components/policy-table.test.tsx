/**
 * Our own cookie policy and the scanner's policy draft write their tables with one component:
 * given the same rows and columns, the page (rendered as the site renders it) and the scanner
 * (rendered as its server does, with the locale files read from disk) give the same markup.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeReport } from '../../server/scanner/testing/fake-engine';
import {
  DRAFT_COLUMNS,
  policyDraft,
  renderWithStyles,
} from '../../server/scanner/evidence/policy-draft';
import { draftGroups } from '../../server/scanner/evidence/policy-draft-rows';
import { declaredRows } from '../../src/content/policy-rows';
import { categoryColumns, CookiePolicy } from '../../src/sections/cookie-policy/cookie-policy';
import { PolicyTable } from '../../packages/scanner-contract/policy-table';
import { languages, renderWithProviders } from './support/render';

vi.mock('../../src/config/env', () => ({
  env: {
    emailjs: {},
    consent: { gtmId: 'GTM-TEST', logUrl: '/api/consent-log' },
    siteOrigin: undefined,
  },
}));

/**
 * A table's markup with emotion's class names left out (their cache key and style hash): the
 * draft's theme has its own colours, so the same table's styles hash differently.
 */
function tableMarkup(html: string, selector = 'table'): string[] {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return [...holder.querySelectorAll(selector)].map((table) =>
    table.outerHTML.replace(/\b(test|css)-[a-z0-9]+/g, 'emotion'),
  );
}

describe.each(languages)('%s policy tables', (language) => {
  it('our policy page and the scanner write the same table for our declared cookies', () => {
    const { container } = renderWithProviders(<CookiePolicy />, language);
    const rows = declaredRows('analytics');
    const page = tableMarkup(container.innerHTML, '[data-category="analytics"] table');
    const scanner = tableMarkup(
      renderWithStyles(<PolicyTable rows={rows} columns={categoryColumns} />, language).body,
    );
    expect(page).toHaveLength(1);
    expect(scanner).toEqual(page);
    expect(page[0]).toContain('<code>_ga</code>');
  });

  it("the draft's tables are the component's, for a scanned site's rows", () => {
    const report = fakeReport('id', 'https://shop.example/');
    const groups = draftGroups(report);
    const draft = tableMarkup(policyDraft(report, language).html, '[data-category] table');
    const site = groups.flatMap(({ rows }) => {
      const { container, unmount } = renderWithProviders(
        <PolicyTable rows={rows} columns={DRAFT_COLUMNS} />,
        language,
      );
      const markup = tableMarkup(container.innerHTML);
      unmount();
      return markup;
    });
    expect(groups.map((group) => group.category)).toEqual(['necessary', 'analytics', 'unknown']);
    expect(draft).toEqual(site);
  });
});
