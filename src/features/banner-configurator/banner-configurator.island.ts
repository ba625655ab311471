import { defineIsland } from '../../components/island/define-island';

export default defineIsland({
  name: 'banner-configurator',
  load: async () => (await import('./banner-configurator')).BannerConfigurator,
  namespaces: ['consent', 'consent-configurator'],
  when: { visible: true },
});
