import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island/island';
import logoMarquee from '../../components/ui/logo-marquee.island';
import { Section } from '../../components/ui/section';
import { site } from '../../config/site';

const { sample, logos } = site.references;

/** The scrolling logo strip (an island: its pause button); labelled as samples while the config holds the template's marks. */
export function TrustedCompanies() {
  const { t } = useTranslation(['product', 'common']);
  if (logos.length === 0) return null;
  return (
    <Section
      id={t('common:anchors.references')}
      title={sample ? t('common:references.sampleTitle') : t('trusted.title')}
      lead={sample ? t('common:references.sampleNote') : undefined}
      align="center"
      density="compact"
    >
      <Island of={logoMarquee} props={{ label: t('trusted.stripLabel'), logos }} />
    </Section>
  );
}
