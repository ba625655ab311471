import { Section } from '../components/ui/section';
import { QuickSetupForm } from '../sections/forms/quick-setup-form';
import { NamespaceHero } from '../sections/shared/namespace-hero';

export function Component() {
  return (
    <>
      <NamespaceHero ns="product" />
      <Section id="hizli-kurulum">
        <QuickSetupForm />
      </Section>
    </>
  );
}
