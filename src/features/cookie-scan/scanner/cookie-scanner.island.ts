import { defineIsland } from '../../../components/island/define-island';
import { queryParam } from '../../../routing/page-markers';

export default defineIsland({
  name: 'cookie-scanner',
  load: async () => (await import('./cookie-scanner')).CookieScanner,
  namespaces: ['cookie-scanner'],
  when: { interaction: true },
  // A shared report's address: fetch and show it at once.
  eager: { query: [queryParam.scan] },
});
