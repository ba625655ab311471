/**
 * The page's first script: it finds the islands the prerender marked (`islandAttr.name`) and
 * arms each one's trigger (src/app/island-loader.ts) from when the page says it wakes
 * (`islandAttr.schedule`). Each kind of trigger is a module of its own, which the prerender
 * preloads on the pages that use it; the islands' definitions (src/app/islands.ts) and each
 * island's code load once one wakes. Nothing here imports React.
 */
import { armIsland, showFailure } from './app/island-loader';
import type { IslandSchedule } from './components/island/define-island';
import { logMissingPath } from './lib/not-found-log';
import { islandAttr, islandSelector } from './routing/page-markers';

/** Deploy skew: an old page asks for chunks the new deploy no longer has. Each island reports it. */
window.addEventListener('vite:preloadError', (event) => {
  console.error(
    'An island chunk could not be loaded:',
    (event as Event & { payload?: unknown }).payload,
  );
});

/** The island named `name`, from the registry (loaded once, when the first island wakes). */
async function definition(name: string) {
  const island = (await import('./app/islands')).islandDefinition(name);
  if (!island) throw new Error(`Unknown island ${name}`);
  return island;
}

const arming = [...document.querySelectorAll<HTMLElement>(islandSelector())].map((container) => {
  const name = container.getAttribute(islandAttr.name) ?? '';
  const schedule = JSON.parse(
    container.getAttribute(islandAttr.schedule) ?? '{}',
  ) as IslandSchedule;
  // A trigger whose code could not load: nothing can wake the island on this page.
  return armIsland(container, schedule, () => definition(name)).catch((error: unknown) =>
    showFailure(container, error),
  );
});

logMissingPath();

// A public sign that the triggers are armed (tests and monitoring read it; nothing styles it).
void Promise.all(arming).then(() =>
  document.documentElement.setAttribute(islandAttr.armed, 'armed'),
);
