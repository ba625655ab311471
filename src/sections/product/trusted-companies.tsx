import { useTranslation } from 'react-i18next';
import { LogoMarquee } from '../../components/ui/logo-marquee';
import { Section } from '../../components/ui/section';
import { referenceLogos } from '../../content/reference-logos';

export function TrustedCompanies() {
  const { t } = useTranslation(['product', 'common']);
  return (
    <Section
      id={t('common:anchors.references')}
      title={t('trusted.title')}
      align="center"
      density="compact"
    >
      <LogoMarquee label={t('trusted.stripLabel')} logos={referenceLogos} />
    </Section>
  );
}
