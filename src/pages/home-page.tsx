import { HomeHero } from '../sections/home/home-hero';
import { LatestArticles } from '../sections/home/latest-articles';

/** `/`: lists the home page's sections in order. */
export function Component() {
  return (
    <>
      <HomeHero />
      <LatestArticles />
    </>
  );
}
