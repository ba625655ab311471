/**
 * Wakes islands: arms each one's trigger (`when`, src/components/island/define-island.ts) on its
 * prerendered container and, when it fires, loads and hydrates it (or, without React, enhances
 * it). Runs in the page's only script before any interaction (src/entry-client.ts): no React here.
 *
 * A failure stays local: an island whose code or copy cannot load keeps its prerendered HTML, says
 * so in the page's language (the text is in the page), logs the error, and arms its trigger again
 * so the trigger's next event tries again.
 */
import { gateSubmit } from '../components/form/submit-gate';
import type { AnyIsland, IslandTrigger } from '../components/island/define-island';
import { islandAttr } from '../routing/page-markers';

type State = 'loading' | 'ready' | 'failed';

const failureText = () =>
  document.querySelector(`[${islandAttr.failureText}]`)?.getAttribute(islandAttr.failureText) ?? '';

function showFailure(container: HTMLElement, error: unknown) {
  console.error(`Island ${container.getAttribute(islandAttr.name)} could not load:`, error);
  if (container.nextElementSibling?.hasAttribute(islandAttr.failed)) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.setAttribute(islandAttr.failed, '');
  message.textContent = failureText();
  container.after(message);
}

const states = new WeakMap<HTMLElement, State>();
/** What the visitor did before the island was ready, done again once it is (the last one only). */
const replays = new WeakMap<HTMLElement, () => void>();

/**
 * Loads and hydrates (or enhances) one island once, then replays `replay`: what the visitor did
 * before it was ready. A second submit while the code is still on its way replaces the first, so
 * the form is sent once. After a failure the trigger is armed again.
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
      const { hydrateIsland } = await import('./hydrate-island');
      await hydrateIsland(container, island);
    }
    states.set(container, 'ready');
    container.setAttribute(islandAttr.ready, '');
    if (container.nextElementSibling?.hasAttribute(islandAttr.failed)) {
      container.nextElementSibling.remove();
    }
    const pending = replays.get(container);
    replays.delete(container);
    pending?.();
  } catch (error) {
    replays.delete(container);
    states.set(container, 'failed');
    showFailure(container, error);
    arm(container, island, true);
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

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

/**
 * One condition of a trigger: calls `met` when it holds. `retry` (after a failed load): wait for
 * the condition's next event, not for what already holds (the island still in view, the focus
 * still inside, the page already idle), so a failing island is not retried in a loop.
 */
type Condition<K extends keyof IslandTrigger> = (
  container: HTMLElement,
  option: NonNullable<IslandTrigger[K]>,
  met: () => void,
  retry: boolean,
) => void;

const conditions: { [K in keyof IslandTrigger]-?: Condition<K> } = {
  visible(container, option, met, retry) {
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
  interaction(container, _, met, retry) {
    for (const type of interactions) container.addEventListener(type, met, { once: true });
    // Focus that arrived before this script (a visitor already typing): now.
    if (!retry && container.contains(document.activeElement)) met();
  },
  scroll(container, _, met, retry) {
    if (!retry && scrollY > 0) return met();
    addEventListener('scroll', met, { once: true, passive: true });
    for (const type of interactions) container.addEventListener(type, met, { once: true });
  },
  idle(_, option, met, retry) {
    const timeout = option === true ? 2000 : option.timeout;
    const idle = () =>
      'requestIdleCallback' in window
        ? requestIdleCallback(met, { timeout })
        : setTimeout(met, 200);
    // Again: once the visitor does something on the page, then idle.
    if (retry) for (const type of interactions) addEventListener(type, idle, { once: true });
    else void pageLoaded.then(idle);
  },
  // The click itself wakes the island (see listen); nothing else satisfies it.
  click() {},
  media(_, query, met) {
    const list = matchMedia(query);
    if (list.matches) return met();
    list.addEventListener('change', () => list.matches && met());
  },
  saveData(_, __, met) {
    if (!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData) met();
  },
};

/** Arms every condition of the island's trigger; it wakes once all of them hold. */
function arm(container: HTMLElement, island: AnyIsland, retry: boolean) {
  const kinds = Object.keys(island.when) as (keyof IslandTrigger)[];
  let waiting = kinds.length;
  for (const kind of kinds) {
    let done = false;
    const met = () => {
      if (done) return;
      done = true;
      if (--waiting === 0) void wake(container, island);
    };
    (conditions[kind] as Condition<typeof kind>)(container, island.when[kind]!, met, retry);
  }
}

/**
 * What the visitor asks of an island before it is ready, taken over for as long as it is not: a
 * submit inside it (`interaction`), a click on its opener (`click`). Either wakes it at once,
 * whatever else its trigger waits for, and is replayed once it is ready.
 */
function listen(container: HTMLElement, island: AnyIsland) {
  const { interaction, click } = island.when;
  if (interaction) {
    gateSubmit(container, () => states.get(container) === 'ready');
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
  }
  if (click) {
    document.addEventListener(
      'click',
      (event) => {
        const opener = (event.target as Element | null)?.closest<HTMLElement>(click);
        if (!opener || states.get(container) === 'ready') return;
        event.preventDefault();
        void wake(container, island, () => opener.click());
      },
      { capture: true },
    );
  }
}

/** Arms one island on its prerendered container (or wakes it at once when `eager` says so). */
export function armIsland(container: HTMLElement, island: AnyIsland) {
  listen(container, island);
  if (island.eager?.()) void wake(container, island);
  else arm(container, island, false);
}
