/**
 * Wakes islands: arms each one's trigger (`when`, src/components/island/define-island.ts, as the
 * prerender wrote it beside the island) on its prerendered container and, when it fires, loads
 * its definition and hydrates it (or, without React, enhances it). Runs in the page's first
 * script (src/entry-client.ts): no React here, no island's definition, and no trigger either:
 * each kind is a module of its own (./island-triggers/), loaded only on pages whose islands use
 * it (the prerender preloads them with the page, so arming waits on no further request).
 *
 * A failure stays local: an island whose code or copy cannot load keeps its prerendered HTML, says
 * so in the page's language (the text is in the page), logs the error, and arms its trigger again
 * so the trigger's next event tries again.
 */
import type { AnyIsland, IslandSchedule, IslandTrigger } from '../components/island/define-island';
import { islandAttr } from '../routing/page-markers';
import type { Replay, Trigger, WakingIsland } from './island-triggers/trigger';

type Kind = keyof IslandTrigger;

/** Each kind of trigger, its own chunk (file names: tools/build/prerender.ts preloads them by kind). */
const triggers: { [K in Kind]-?: () => Promise<{ default: Trigger<K> }> } = {
  visible: () => import('./island-triggers/visible'),
  interaction: () => import('./island-triggers/interaction'),
  scroll: () => import('./island-triggers/scroll'),
  idle: () => import('./island-triggers/idle'),
  click: () => import('./island-triggers/click'),
  media: () => import('./island-triggers/media'),
  saveData: () => import('./island-triggers/save-data'),
};

/** One condition of an island's trigger, its code loaded, with the option the island gave it. */
interface Condition {
  trigger: Trigger<Kind>;
  option: NonNullable<IslandTrigger[Kind]>;
}

type State = 'loading' | 'ready' | 'failed';

const failureText = () =>
  document.querySelector(`[${islandAttr.failureText}]`)?.getAttribute(islandAttr.failureText) ?? '';

/** Says under the island, in the page's language, that it could not load (once), and logs why. */
export function showFailure(container: HTMLElement, error: unknown) {
  console.error(`Island ${container.getAttribute(islandAttr.name)} could not load:`, error);
  if (container.nextElementSibling?.hasAttribute(islandAttr.failed)) return;
  const message = document.createElement('p');
  message.setAttribute('role', 'alert');
  message.setAttribute(islandAttr.failed, '');
  message.textContent = failureText();
  container.after(message);
}

const states = new WeakMap<HTMLElement, State>();
/**
 * What the visitor did before the island was ready (the last one only): done again once it is
 * (`true`), or without it if its code cannot load (`false`).
 */
const replays = new WeakMap<HTMLElement, Replay>();

/** One island as the loader handles it: its container, its definition's loader, its conditions. */
interface ArmedIsland {
  container: HTMLElement;
  definition: () => Promise<AnyIsland>;
  conditions: Condition[];
}

/**
 * Loads and hydrates (or enhances) one island once, then replays what the visitor did before it
 * was ready (`replay`). A second submit while the code is still on its way replaces the first, so
 * the form is sent once. After a failure what was held goes its way without the island, and the
 * trigger is armed again.
 */
async function wake(armed: ArmedIsland, replay?: Replay) {
  const { container } = armed;
  if (replay) replays.set(container, replay);
  const state = states.get(container);
  if (state === 'loading' || state === 'ready') return;
  states.set(container, 'loading');
  try {
    const island = await armed.definition();
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
    pending?.(true);
  } catch (error) {
    const pending = replays.get(container);
    replays.delete(container);
    states.set(container, 'failed');
    showFailure(container, error);
    arm(armed, true);
    pending?.(false);
  }
}

/** Arms every condition of the island's trigger; it wakes once all of them hold. */
function arm(armed: ArmedIsland, retry: boolean) {
  let waiting = armed.conditions.length;
  for (const { trigger, option } of armed.conditions) {
    let done = false;
    const met = () => {
      if (done) return;
      done = true;
      if (--waiting === 0) void wake(armed);
    };
    trigger.arm(armed.container, option, met, retry);
  }
}

/** Whether the page's address asks for the island at once (`eager`). */
function wantedAtOnce(eager: IslandSchedule['eager']) {
  const query = new URLSearchParams(location.search);
  return !!eager?.query?.some((key) => query.has(key)) || (!!eager?.hash && location.hash !== '');
}

/**
 * Arms one island on its prerendered container by its `schedule` (or wakes it at once when
 * `eager` says so), once the code of its trigger's kinds has loaded; rejects when it cannot.
 * `definition` loads the island itself, once it wakes.
 */
export async function armIsland(
  container: HTMLElement,
  schedule: IslandSchedule,
  definition: () => Promise<AnyIsland>,
) {
  const kinds = Object.keys(schedule.when) as Kind[];
  const conditions = await Promise.all(
    kinds.map(async (kind): Promise<Condition> => {
      const { default: trigger } = await triggers[kind]();
      return { trigger: trigger as Trigger<Kind>, option: schedule.when[kind]! };
    }),
  );
  const armed: ArmedIsland = { container, definition, conditions };
  const waking: WakingIsland = {
    ready: () => states.get(container) === 'ready',
    wake: (replay) => void wake(armed, replay),
  };
  for (const { trigger, option } of conditions) trigger.hold?.(container, option, waking);
  if (wantedAtOnce(schedule.eager)) void wake(armed);
  else arm(armed, false);
}
