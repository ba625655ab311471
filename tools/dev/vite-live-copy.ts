// Vite plugin for `npm run dev` (tools/dev/dev.ts adds it; the build never sees it): a saved
// locale file updates the open pages at once. The pages are server-rendered, so Vite's own
// answer to a changed JSON module (reload the server's module, or the whole page when an island
// imported it) would leave the page as it was, or reload it and lose what the visitor had open.
// Instead every page is told which file changed (`copyChangedEvent`), fetches itself again and
// copies the new text in (src/dev/live-copy.ts). Vite still drops the old modules, so the next
// render reads the new file.
import path from 'node:path';
import type { Plugin } from 'vite';
import { localesDir } from '../../server/locales/locales.ts';
import { copyChangedEvent } from '../../src/dev/live-copy-event.ts';

export function liveCopyPlugin(): Plugin {
  return {
    name: 'live-copy',
    apply: 'serve',
    hotUpdate({ file }) {
      if (!file.startsWith(`${localesDir}${path.sep}`) || !file.endsWith('.json')) return;
      if (this.environment.name === 'client') {
        this.environment.hot.send({
          type: 'custom',
          event: copyChangedEvent,
          data: { file: path.relative(path.dirname(localesDir), file) },
        });
      }
      return [];
    },
  };
}
