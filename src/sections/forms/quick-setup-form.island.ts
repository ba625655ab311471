import { defineIsland } from '../../components/island/define-island';
import { queryParam } from '../../routing/page-markers';

export default defineIsland({
  name: 'quick-setup-form',
  load: async () => (await import('./quick-setup-form')).QuickSetupForm,
  namespaces: ['forms'],
  when: { interaction: true },
  // A link that names the site or plan (the scan report's "quick setup"): show it now.
  eager: () => {
    const query = new URLSearchParams(window.location.search);
    return query.has(queryParam.site) || query.has(queryParam.plan);
  },
});
