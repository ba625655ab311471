import { defineIsland } from '../../components/island/define-island';
import { queryParam } from '../../routing/page-markers';

export default defineIsland({
  name: 'contact-form',
  load: async () => (await import('./contact-form')).ContactForm,
  namespaces: ['forms'],
  when: { interaction: true },
  // A link that suggests the message (the configurator's "request this setup"): show it now.
  eager: () => new URLSearchParams(window.location.search).has(queryParam.message),
});
