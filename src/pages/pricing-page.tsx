import { CookieScanNote } from '../sections/pricing/cookie-scan-note';
import { PlanOptions } from '../sections/pricing/plan-options';
import { NamespaceHero } from '../sections/shared/namespace-hero';

/** `/fiyatlandirma`: the package options, sections in order. */
export function Component() {
  return (
    <>
      <NamespaceHero ns="pricing" />
      <PlanOptions />
      <CookieScanNote />
    </>
  );
}
