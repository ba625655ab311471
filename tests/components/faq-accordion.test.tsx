import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from '../../src/components/ui/faq-accordion';
import { bundle, languages, renderWithProviders } from './support/render';

describe.each(languages)('%s FAQ accordion', (language) => {
  const items = bundle(language, 'home').faq.items;

  function renderFaq() {
    renderWithProviders(<FaqAccordion id="home-faq" items={items} />, language);
    return items.map((item) => screen.getByRole('button', { name: item.question }));
  }

  it('shows every question closed, each naming its answer', () => {
    const toggles = renderFaq();
    expect(toggles).toHaveLength(items.length);
    for (const toggle of toggles) {
      expect(toggle.getAttribute('aria-expanded')).toBe('false');
      const answer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
      expect(answer, 'aria-controls points at the answer').not.toBeNull();
    }
  });

  it('opens a question with Enter and closes it with Space', async () => {
    const user = userEvent.setup({ delay: null });
    const [first] = renderFaq();
    act(() => first!.focus());
    await user.keyboard('{Enter}');
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    const answer = document.getElementById(first!.getAttribute('aria-controls') ?? '');
    expect(answer?.textContent).toContain(items[0]!.answer);
    await user.keyboard(' ');
    expect(first!.getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup({ delay: null });
    const [first, second] = renderFaq();
    await user.click(first!);
    await user.click(second!);
    expect(first!.getAttribute('aria-expanded')).toBe('false');
    expect(second!.getAttribute('aria-expanded')).toBe('true');
  });
});
