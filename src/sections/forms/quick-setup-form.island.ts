import { defineIsland } from '../../components/island/define-island';
import { queryParam } from '../../routing/page-markers';

export default defineIsland({
  name: 'quick-setup-form',
  load: async () => (await import('./quick-setup-form')).QuickSetupForm,
  namespaces: ['forms', 'plans'],
  when: { interaction: true },
  // A link that names the site or plan (the scan report's "quick setup"): show it now.
  eager: { query: [queryParam.site, queryParam.plan] },
});
