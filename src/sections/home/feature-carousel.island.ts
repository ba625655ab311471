import { defineIsland } from '../../components/island/define-island';

export default defineIsland({
  name: 'feature-carousel',
  load: async () => (await import('./feature-slides')).FeatureSlides,
  enhance: async () => (await import('./feature-slides-behaviour')).enhanceFeatureSlides,
  namespaces: [],
  when: { visible: true },
});
