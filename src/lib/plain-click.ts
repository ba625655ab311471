/**
 * A click with the main button and no modifier key: what a page may take over. A modified click
 * (a link into a new tab or window) stays the browser's.
 */
export const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
