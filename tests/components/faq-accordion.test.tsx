import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../../src/components/ui/faq-accordion';
import { bundle, languages, renderWithProviders } from './support/render';

/**
 * The accordion is native `<details>` with one `name` for the group: opening, closing and
 * one-open-at-a-time are the browser's (checked in Chromium by
 * tests/browser/interactive-components.test.ts). Here: the markup that makes them so.
 */
describe.each(languages)('%s FAQ accordion', (language) => {
  const items = bundle(language, 'home').faq.items;

  it('renders every question closed, in one exclusive group, each answer inside its question', () => {
    renderWithProviders(<FaqAccordion id="home-faq" items={items} />, language);
    const groups = [...document.querySelectorAll('details')];
    expect(groups).toHaveLength(items.length);
    for (const [index, details] of groups.entries()) {
      expect(details.open).toBe(false);
      expect(details.getAttribute('name')).toBe('home-faq');
      const summary = details.querySelector(':scope > summary');
      expect(summary?.textContent).toBe(items[index]!.question);
      expect(details.textContent).toContain(items[index]!.answer);
    }
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(
      items.map((item) => item.question),
    );
  });
});
