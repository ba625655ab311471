import { HomeHero } from '../sections/home/home-hero';

/** `/`: lists the home page's sections in order. */
export function Component() {
  return <HomeHero />;
}
