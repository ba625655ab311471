/** Where links lead, as the browser tests compare them. */
import type { Locator } from 'playwright-core';
import { baseUrl } from './browser';

/** The path a link points to (query and hash dropped), or its full URL when it leaves the site. */
export async function linkTarget(link: Locator) {
  const href = await link.getAttribute('href');
  if (!href) return null;
  const url = new URL(href, baseUrl());
  return url.origin === new URL(baseUrl()).origin ? url.pathname : url.href;
}
