/**
 * The page's only script before any interaction: it finds the islands the prerender marked
 * (`[data-island]`) and wakes each one when its trigger fires (each `*.island.ts` file, gathered in src/app/islands.ts). Nothing here
 * imports React: the island runtime and each island's code are chunks of their own.
 *
 * A failure stays local: an island whose code or copy cannot load keeps its prerendered HTML, says
 * so in the page's language (the text is in the page), and logs the error.
 */
import { islandDefinition } from './app/islands';
import type { AnyIsland } from './components/island/define-island';
import { logMissingPath } from './lib/not-found-log';
import { gateSubmit } from './components/form/submit-gate';

type State = 'loading' | 'ready' | 'failed';

const failureText = () =>
  document.querySelector<HTMLElement>('[data-island-failure]')?.dataset.islandFailure ?? '';

/** Deploy skew: an old page asks for chunks the new deploy no longer has. Each island reports it. */
window.addEventListener('vite:preloadError', (event) => {
  console.error(
    'An island chunk could not be loaded:',
    (event as Event & { payload?: unknown }).payload,
  );
});

function showFailure(container: HTMLElement, error: unknown) {
  console.error(`Island ${container.dataset.island} could not load:`, error);
  const next = container.nextElementSibling;
  if (next instanceof HTMLElement && next.dataset.islandFailed !== undefined) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.dataset.islandFailed = '';
  message.textContent = failureText();
  container.after(message);
}

const states = new WeakMap<HTMLElement, State>();
/** What the visitor did before the island was ready, done again once it is (the last one only). */
const replays = new WeakMap<HTMLElement, () => void>();

/**
 * Loads and hydrates (or, without React, enhances) one island (once; again after a failure, on its
 * next trigger), then replays `replay`: what the visitor did before it was ready. A second submit
 * while the code is still on its way replaces the first, so the form is sent once.
 */
async function wake(container: HTMLElement, island: AnyIsland, replay?: () => void) {
  if (replay) replays.set(container, replay);
  const state = states.get(container);
  if (state === 'loading' || state === 'ready') return;
  states.set(container, 'loading');
  try {
    if (island.enhance) {
      (await island.enhance())(container);
    } else {
      const { hydrateIsland } = await import('./app/hydrate-island');
      await hydrateIsland(container, island);
    }
    states.set(container, 'ready');
    container.dataset.islandReady = '';
    if (container.nextElementSibling?.matches('[data-island-failed]')) {
      container.nextElementSibling.remove();
    }
    const pending = replays.get(container);
    replays.delete(container);
    pending?.();
  } catch (error) {
    replays.delete(container);
    states.set(container, 'failed');
    showFailure(container, error);
  }
}

/**
 * The elements whose boxes stand for the island: its container is `display: contents`, and React
 * may put resource hints (`<link rel=preload>`) before its first element.
 */
const boxesOf = (container: HTMLElement) =>
  [...container.children].filter((child) => !child.matches('link, style, script, template'));

/** Resolves at the first contentful paint (at once where the browser does not report it). */
const firstContentfulPaint = new Promise<void>((resolve) => {
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
const pageLoaded = Promise.all([
  new Promise((resolve) => {
    if (document.readyState === 'complete') resolve(undefined);
    else addEventListener('load', resolve, { once: true });
  }),
  firstContentfulPaint,
]).then(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));

function onVisible(container: HTMLElement, island: AnyIsland) {
  if (typeof IntersectionObserver === 'undefined' || boxesOf(container).length === 0) {
    return void wake(container, island);
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void wake(container, island);
    },
    // Early enough that a scrolling visitor finds it ready, late enough that what sits below
    // the first screen loads nothing until the visitor heads there.
    { rootMargin: '200px 0px' },
  );
  for (const box of boxesOf(container)) observer.observe(box);
}

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

function onInteraction(container: HTMLElement, island: AnyIsland) {
  const start = () => void wake(container, island);
  gateSubmit(container, () => states.get(container) === 'ready');
  for (const type of interactions) container.addEventListener(type, start, { once: true });
  // A submit before the island is ready is held, then sent once by the island itself.
  container.addEventListener(
    'submit',
    (event) => {
      if (states.get(container) === 'ready') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const form = event.target as HTMLFormElement;
      const submitter = (event as SubmitEvent).submitter;
      void wake(container, island, () => form.requestSubmit(submitter));
    },
    { capture: true },
  );
  // Focus that arrived before this script (a visitor already typing): wake now.
  if (container.contains(document.activeElement)) start();
}

function onScroll(container: HTMLElement, island: AnyIsland) {
  if (window.scrollY > 0) return void wake(container, island);
  const start = () => void wake(container, island);
  addEventListener('scroll', start, { once: true, passive: true });
  for (const type of interactions) container.addEventListener(type, start, { once: true });
}

function onIdle(container: HTMLElement, island: AnyIsland) {
  void pageLoaded.then(() =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => void wake(container, island), { timeout: 2000 })
      : setTimeout(() => void wake(container, island), 200),
  );
}

function onClick(container: HTMLElement, island: AnyIsland, selector: string) {
  document.addEventListener(
    'click',
    (event) => {
      const opener = (event.target as Element | null)?.closest<HTMLElement>(selector);
      if (!opener || states.get(container) === 'ready') return;
      event.preventDefault();
      void wake(container, island, () => opener.click());
    },
    { capture: true },
  );
}

for (const container of document.querySelectorAll<HTMLElement>('[data-island]')) {
  const island = islandDefinition(container.dataset.island ?? '');
  if (!island) {
    console.error(`Unknown island ${container.dataset.island}`);
    continue;
  }
  const { when } = island;
  if (island.eager?.()) void wake(container, island);
  else if (when === 'visible') void pageLoaded.then(() => onVisible(container, island));
  else if (when === 'interaction') onInteraction(container, island);
  else if (when === 'scroll') onScroll(container, island);
  else if (when === 'idle') onIdle(container, island);
  else onClick(container, island, when.click);
}

logMissingPath();

// A public sign that the triggers are armed (tests and monitoring read it; nothing styles it).
document.documentElement.dataset.islands = 'armed';
