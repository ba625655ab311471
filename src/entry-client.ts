/**
 * The page's only script before any interaction: it finds the islands the prerender marked
 * (`islandAttr.name`) and arms each one's trigger (src/app/island-loader.ts). Nothing here imports
 * React: the island runtime and each island's code are chunks of their own.
 */
import { armIsland } from './app/island-loader';
import { islandDefinition } from './app/islands';
import { logMissingPath } from './lib/not-found-log';
import { islandAttr, islandSelector } from './routing/page-markers';

/** Deploy skew: an old page asks for chunks the new deploy no longer has. Each island reports it. */
window.addEventListener('vite:preloadError', (event) => {
  console.error(
    'An island chunk could not be loaded:',
    (event as Event & { payload?: unknown }).payload,
  );
});

for (const container of document.querySelectorAll<HTMLElement>(islandSelector())) {
  const name = container.getAttribute(islandAttr.name) ?? '';
  const island = islandDefinition(name);
  if (island) armIsland(container, island);
  else console.error(`Unknown island ${name}`);
}

logMissingPath();

// A public sign that the triggers are armed (tests and monitoring read it; nothing styles it).
document.documentElement.setAttribute(islandAttr.armed, 'armed');
