import type { Page } from 'playwright-core';

/** The focused element as a keyboard user meets it. */
export interface FocusStop {
  /** Short description for failure messages: tag, id/classes, accessible-ish name. */
  label: string;
  name: string;
  inHeader: boolean;
  inMain: boolean;
  /** Has a focus indicator: an outline (>= 2 px, not transparent) or a box-shadow. */
  indicator: boolean;
  indicatorStyle: string;
  /** Contrast of the outline against the background behind the element (WCAG 1.4.11). */
  outlineContrast: number | null;
  /** Some sampled point of the element is covered by the sticky header. */
  underHeader: boolean;
  /** No sampled point of the element is on screen at all. */
  offScreen: boolean;
  isBody: boolean;
}

interface FocusOptions {
  /** Wait for scrolling to come to rest first. */
  settle: boolean;
  /** Mark the focused element as seen, reporting whether it had been seen before. */
  track: boolean;
}

/**
 * In the page, in one round trip: optionally waits until scrolling (smooth or not) has come to
 * rest, then describes the focused element. Focus scrolls the page only when its element is not
 * already in full view below the sticky header; when it is, there is nothing to wait for.
 * Otherwise the page must hold still for a few frames, longer while the element is still off
 * screen (a smooth scroll may start late).
 */
async function inspectFocus({
  settle,
  track,
}: FocusOptions): Promise<FocusStop & { again: boolean }> {
  const inClearView = () => {
    const active = document.activeElement;
    if (!active || active === document.body) return true;
    const header = document.querySelector('header');
    if (header?.contains(active)) return true;
    const rect = active.getBoundingClientRect();
    const top = Math.max(0, header?.getBoundingClientRect().bottom ?? 0);
    return rect.top >= top && rect.bottom <= window.innerHeight;
  };
  if (settle && !inClearView()) {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = window.scrollY;
    let still = 0;
    for (let i = 0; i < 120; i += 1) {
      await frame();
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
      const rect = document.activeElement?.getBoundingClientRect();
      const inView =
        !rect ||
        rect.height > window.innerHeight ||
        (rect.top >= 0 && rect.bottom <= window.innerHeight);
      if (still >= (inView ? 2 : 20)) break;
    }
  }
  let again = false;
  if (track) {
    const seen = ((window as unknown as { tabSeen?: WeakSet<Element> }).tabSeen ??= new WeakSet());
    const active = document.activeElement;
    again = !active || seen.has(active);
    if (active) seen.add(active);
  }
  const el = document.activeElement as HTMLElement | null;
  const header = document.querySelector('header');
  if (!el || el === document.body) {
    return {
      again,
      label: 'body',
      name: '',
      inHeader: false,
      inMain: false,
      indicator: false,
      indicatorStyle: '',
      outlineContrast: null,
      underHeader: false,
      offScreen: false,
      isBody: true,
    };
  }
  const style = getComputedStyle(el);
  const outline =
    style.outlineStyle !== 'none' &&
    parseFloat(style.outlineWidth) >= 2 &&
    style.outlineColor !== 'transparent' &&
    !/rgba\(\d+, \d+, \d+, 0\)/.test(style.outlineColor);
  const shadow = style.boxShadow !== 'none';
  const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = (value: string) => {
    const [r = 0, g = 0, b = 0] = rgb(value).map((c) => {
      const v = c / 255;
      return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  // The first opaque background colour behind the element (outlines sit outside it).
  let behind = el.parentElement;
  while (behind && (rgb(getComputedStyle(behind).backgroundColor)[3] ?? 1) < 1) {
    behind = behind.parentElement;
  }
  const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
  const [light, dark] = [luminance(style.outlineColor), luminance(background)].sort(
    (a, b) => b - a,
  );
  const outlineContrast = outline
    ? Math.round(((light! + 0.05) / (dark! + 0.05)) * 100) / 100
    : null;
  const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
  const id = el.id ? `#${el.id}` : '';
  const rect = el.getBoundingClientRect();
  // The centre and the middle of each edge, just inside (corners may be rounded off).
  const [cx, cy] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
  const points = [
    [cx, cy],
    [cx, rect.top + 2],
    [cx, rect.bottom - 2],
    [rect.left + 2, cy],
    [rect.right - 2, cy],
  ] as const;
  const onScreen = points.filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  const inHeader = !!header?.contains(el);
  const underHeader =
    !inHeader &&
    onScreen.some(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return !!top && !!header?.contains(top) && !el.contains(top);
    });
  return {
    again,
    label: `<${el.tagName.toLowerCase()}${id}> "${name.slice(0, 50)}"`,
    name,
    inHeader,
    inMain: !!document.querySelector('main')?.contains(el),
    indicator: outline || shadow,
    outlineContrast,
    indicatorStyle: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
    underHeader,
    offScreen: onScreen.length === 0,
    isBody: false,
  };
}

/** The focused element as it is now. */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(inspectFocus, { settle: false, track: false });
}

/**
 * Presses Tab from the top of the page until focus leaves the document or comes back around,
 * returning every stop (after scrolling settles). At most `limit` stops; with `until`, the walk
 * ends where focus first reaches an element inside that selector (not a stop), and says so.
 */
export async function tabThrough(
  page: Page,
  { limit = 200, until }: { limit?: number; until?: string } = {},
): Promise<{ stops: FocusStop[]; reachedUntil: boolean }> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const reached =
      until !== undefined &&
      (await page.evaluate((selector) => !!document.activeElement?.closest(selector), until));
    if (reached) return { stops, reachedUntil: true };
    const { again, ...stop } = await page.evaluate(inspectFocus, { settle: true, track: true });
    if (again || stop.isBody) break;
    stops.push(stop);
  }
  return { stops, reachedUntil: false };
}
