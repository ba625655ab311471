import { defineIsland } from '../../components/island/define-island';

export default defineIsland({
  name: 'quick-setup-form',
  load: async () => (await import('./quick-setup-form')).QuickSetupForm,
  namespaces: ['forms'],
  when: { interaction: true },
});
