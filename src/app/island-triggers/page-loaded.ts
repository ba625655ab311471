/** Resolves at the first contentful paint (at once where the browser does not report it). */
const firstContentfulPaint = () =>
  new Promise<void>((resolve) => {
    const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint') || painted()) return resolve();
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });

/**
 * Resolves a frame after both the page's `load` and its first contentful paint (a fast page can
 * finish loading before it first paints): what wakes by itself (near the viewport, at idle) never
 * competes with the first paint or the page's own images.
 */
export const pageLoaded = Promise.all([
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else addEventListener('load', resolve, { once: true });
  }),
  firstContentfulPaint(),
]).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
