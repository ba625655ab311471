/** Marks the not-found page's content (src/pages/not-found-page.tsx). */
export const NOT_FOUND = 'data-not-found';

/**
 * The spec logs the missing path on the not-found page. Every unknown path gets the same
 * prerendered page, so the island loader logs it from the address. `info`, not `error`: a visitor
 * who mistyped an address is not a fault of the page (Lighthouse counts console errors).
 */
export function logMissingPath() {
  if (!document.querySelector(`[${NOT_FOUND}]`)) return;
  console.info('404 Error: User attempted to access non-existent route:', location.pathname);
}
