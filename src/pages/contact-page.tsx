import { Section } from '../components/ui/section';
import { ContactForm } from '../sections/forms/contact-form';
import { NamespaceHero } from '../sections/shared/namespace-hero';

export function Component() {
  return (
    <>
      <NamespaceHero ns="contact" />
      <Section id="iletisim-formu">
        <ContactForm />
      </Section>
    </>
  );
}
