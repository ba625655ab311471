import { defineIsland } from '../island/define-island';

export default defineIsland({
  name: 'logo-marquee',
  load: async () => (await import('./logo-marquee')).LogoMarquee,
  enhance: async () => (await import('./logo-marquee-behaviour')).enhanceLogoMarquee,
  namespaces: [],
  when: { visible: true },
});
