import { NamespaceHero } from '../sections/shared/namespace-hero';

export function Component() {
  return <NamespaceHero ns="cookie-scan" />;
}
