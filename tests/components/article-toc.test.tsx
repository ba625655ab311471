import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ArticleToc } from '../../src/sections/articles/article-toc';
import {
  enhanceArticleToc,
  SCROLL_SPY_OFFSET,
} from '../../src/sections/articles/article-toc-behaviour';
import { bundle, languages, renderWithProviders } from './support/render';

describe.each(languages)('%s', (language) => {
  const blog = bundle(language, 'blog');
  const article = bundle(language, 'article-cookies');
  const items = article.sections.map((section, index) => ({
    id: `section-${index + 1}`,
    title: section.title,
  }));

  /** The article's sections, each at a page position the test sets (happy-dom has no layout). */
  function placeSections(tops: number[]) {
    const sections = items.map((item, index) => {
      const section = document.createElement('section');
      section.id = item.id;
      section.tabIndex = -1;
      section.getBoundingClientRect = () => ({ top: tops[index] ?? 0 }) as DOMRect;
      section.scrollIntoView = vi.fn();
      document.body.append(section);
      return section;
    });
    return {
      sections,
      moveTo(next: number[]) {
        sections.forEach((section, index) => {
          section.getBoundingClientRect = () => ({ top: next[index] ?? 0 }) as DOMRect;
        });
        act(() => void window.dispatchEvent(new Event('scroll')));
      },
    };
  }

  afterEach(() => {
    document.querySelectorAll('section').forEach((section) => section.remove());
    window.history.replaceState(null, '', '/');
  });

  /** Phones get the list folded behind a toggle; from `md` up it is always shown. */
  function renderToc(width: 'phone' | 'desktop' = 'desktop') {
    const happyDom = (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM;
    happyDom.setViewport(
      width === 'phone' ? { width: 390, height: 844 } : { width: 1280, height: 800 },
    );
    // React renders the markup (as the prerender does); the island's behaviour starts it.
    const { container } = renderWithProviders(<ArticleToc items={items} />, language);
    enhanceArticleToc(container);
    const nav = screen.getByRole('navigation', { name: blog.toc.title });
    return {
      nav,
      /** The fold (a native `<details>`; its toggle is shown on phones only). */
      fold: () => nav.querySelector('details')!,
      link: (index: number) => within(nav).getByRole('link', { name: items[index]!.title }),
    };
  }

  describe('article table of contents', () => {
    it('links every section by its anchor, in order', () => {
      expect(items.length).toBeGreaterThan(1);
      const { nav } = renderToc();
      expect(nav.querySelector('details > summary')?.textContent).toBe(blog.toc.title);
      const links = within(nav).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(items.map((i) => `#${i.id}`));
      expect(links.map((link) => link.textContent)).toEqual(items.map((i) => i.title));
    });

    it('brings the chosen section into view, focuses it, sets the hash and closes the list', async () => {
      const user = userEvent.setup({ delay: null });
      const { sections } = placeSections(items.map((_, index) => 800 + index * 600));
      const { fold, link } = renderToc('phone');
      // Folding and unfolding is the browser's (tests/browser/article-navigation.test.ts).
      fold().open = true;
      await user.click(link(1));
      expect(sections[1]!.scrollIntoView).toHaveBeenCalledTimes(1);
      expect(document.activeElement).toBe(sections[1]);
      expect(window.location.hash).toBe(`#${items[1]!.id}`);
      expect(fold().open).toBe(false);
    });

    it('leaves modified clicks (new tab) to the browser', () => {
      const { sections } = placeSections(items.map(() => 800));
      const { link } = renderToc();
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
      fireEvent(link(0), click);
      expect(click.defaultPrevented).toBe(false);
      expect(sections[0]!.scrollIntoView).not.toHaveBeenCalled();
    });

    it('marks the section being read with aria-current as the page scrolls', async () => {
      const below = SCROLL_SPY_OFFSET + 400;
      const page = placeSections(items.map((_, index) => below + index * 600));
      const { link } = renderToc();
      const current = () =>
        items.map((_, index) => link(index).getAttribute('aria-current')).indexOf('true');
      expect(current(), 'nothing is current above the first section').toBe(-1);

      // The second section's top has passed the line; the first is above it.
      page.moveTo(items.map((_, index) => SCROLL_SPY_OFFSET - 10 + (index - 1) * 600));
      await waitFor(() => expect(current()).toBe(1));
      page.moveTo(items.map((_, index) => SCROLL_SPY_OFFSET - 10 - index * 600));
      await waitFor(() => expect(current()).toBe(items.length - 1));
    });
  });
});
