import { createContext, useContext } from 'react';

/**
 * The path of the page being rendered ("/urunler", "/en/products"). The prerender provides it;
 * every page is its own document, so the path never changes while the page is open.
 */
export const CurrentPathContext = createContext<string | null>(null);

export function useCurrentPath() {
  return useContext(CurrentPathContext);
}

const trimmed = (path: string) => path.replace(/\/+$/, '') || '/';

/** Whether a link to `to` leads to the current page. */
export function isCurrentPath(current: string | null, to: string) {
  if (current === null) return false;
  const here = trimmed(current);
  const target = trimmed(to);
  return here === target;
}
