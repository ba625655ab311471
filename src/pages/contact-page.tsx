import { ContactSection } from '../sections/contact/contact-section';
import { NamespaceHero } from '../sections/shared/namespace-hero';

/** `/iletisim`: contact form and details, sections in order. */
export function Component() {
  return (
    <>
      <NamespaceHero ns="contact" />
      <ContactSection />
    </>
  );
}
