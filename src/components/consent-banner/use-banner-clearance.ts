import { useEffect, type RefObject } from 'react';

/**
 * While the fixed banner is open, nothing focused on the page may sit behind it (WCAG 2.4.11):
 * the page gets bottom scroll padding and room to scroll its last lines clear of the banner, and a
 * focused element that still ends up under it is scrolled into the clear. Both are undone when the
 * banner closes. Room is added below the content only, so nothing on the page moves.
 */
export function useBannerClearance(banner: RefObject<HTMLElement | null>, active: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!active || !element) return;
    const html = document.documentElement;
    const update = () => {
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`;
      html.style.scrollPaddingBottom = height;
      document.body.style.paddingBottom = height;
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as HTMLElement | null;
      if (!target || element.contains(target) || target === document.body) return;
      const overlap = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top;
      if (overlap > 0) window.scrollBy({ top: overlap + 8, behavior: 'instant' });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', onFocusIn);
      html.style.scrollPaddingBottom = '';
      document.body.style.paddingBottom = '';
    };
  }, [banner, active]);
}
