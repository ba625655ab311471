import { pageLoaded } from './page-loaded';
import type { Trigger } from './trigger';

/**
 * The elements whose boxes stand for the island: its container is `display: contents`, and React
 * may put resource hints (`<link rel=preload>`) before its first element.
 */
const boxesOf = (container: HTMLElement) =>
  [...container.children].filter((child) => !child.matches('link, style, script, template'));

/** Near the viewport, after the page's load and first paint; again on its next approach. */
const visible: Trigger<'visible'> = {
  arm(container, option, met, retry) {
    void pageLoaded.then(() => {
      const boxes = boxesOf(container);
      if (typeof IntersectionObserver === 'undefined' || boxes.length === 0) {
        if (!retry) met();
        return;
      }
      let left = !retry;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) left = true;
          else if (left) {
            observer.disconnect();
            met();
          }
        },
        // Default: early enough that a scrolling visitor finds it ready, late enough that what
        // sits below the first screen loads nothing until the visitor heads there.
        { rootMargin: option === true ? '200px 0px' : option.rootMargin },
      );
      for (const box of boxes) observer.observe(box);
    });
  },
};

export default visible;
