/** The feature carousel island's behaviour: its cards' entrance, then the carousel itself. */
import { enhanceCarousel } from '../../components/ui/carousel-behaviour';
import { startEntrance } from '../../lib/entrance';

export function enhanceFeatureSlides(container: HTMLElement): void {
  const root = container.querySelector<HTMLElement>('[data-entrance-root]');
  if (root) startEntrance(root);
  enhanceCarousel(container);
}
