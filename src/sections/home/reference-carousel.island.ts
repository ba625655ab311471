import { defineIsland } from '../../components/island/define-island';

export default defineIsland({
  name: 'reference-carousel',
  load: async () => (await import('./reference-carousel')).ReferenceCarousel,
  enhance: async () => (await import('../../components/ui/carousel-behaviour')).enhanceCarousel,
  namespaces: [],
  when: { visible: true },
});
