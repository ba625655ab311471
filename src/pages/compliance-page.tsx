import { ComplianceServices } from '../sections/compliance/compliance-services';
import { CookieChecklist } from '../sections/compliance/cookie-checklist';
import { NamespaceCta } from '../sections/shared/namespace-cta';
import { NamespaceHero } from '../sections/shared/namespace-hero';

/** `/uyumluluk`: KVKK services of the parent company, sections in order. */
export function Component() {
  return (
    <>
      <NamespaceHero ns="compliance" />
      <ComplianceServices />
      <CookieChecklist />
      <NamespaceCta ns="compliance" primary="contact" secondary="product" />
    </>
  );
}
