/**
 * The table of contents' behaviour (article-toc.tsx), without React: the scroll-spy marks the
 * section being read with `aria-current`, and a plain click on an entry folds the list (phones)
 * and brings its section into view smoothly, with focus. Modified clicks (new tab) stay the
 * browser's.
 */
import { watchActiveSection } from '../../lib/active-section';
import { isPlainClick } from '../../lib/plain-click';
import { scrollToSection } from '../../lib/scroll-to-section';

/** A section counts as current once its top is above this line (px from the viewport top). */
export const SCROLL_SPY_OFFSET = 100;

export function enhanceArticleToc(container: HTMLElement): void {
  const nav = container.querySelector('nav');
  if (!nav) throw new Error('No table of contents to start here');
  const fold = nav.querySelector('details');
  const links = [...nav.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const idOf = (link: HTMLAnchorElement) => decodeURIComponent(link.hash.slice(1));

  for (const link of links) {
    link.addEventListener('click', (event) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      // Fold first, so the section lands where the reader expects it.
      if (fold) fold.open = false;
      scrollToSection(idOf(link));
    });
  }
  watchActiveSection(links.map(idOf), SCROLL_SPY_OFFSET, (active) => {
    for (const link of links) {
      if (idOf(link) === active) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  });
}
