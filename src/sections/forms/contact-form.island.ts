import { defineIsland } from '../../components/island/define-island';
import { queryParam } from '../../routing/page-markers';

export default defineIsland({
  name: 'contact-form',
  load: async () => (await import('./contact-form')).ContactForm,
  namespaces: ['forms', 'plans'],
  when: { interaction: true },
  // A link that suggests the message (the configurator's "request this setup") or names the
  // site or plan (a plan card's call to action): show it now.
  eager: { query: [queryParam.message, queryParam.site, queryParam.plan] },
});
