import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island/island';
import { CheckList } from '../../components/ui/check-list';
import { Section } from '../../components/ui/section';
import bannerConfigurator from './banner-configurator.island';

/**
 * The live banner configurator band. The configurator is an island: its HTML (the default
 * preview, the controls, the snippet) is prerendered, so it reads without JavaScript; its code
 * and copy load when it nears the viewport.
 */
export function CustomBanner() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Section
      id={t('common:anchors.customBanner')}
      eyebrow={t('banner.eyebrow')}
      title={t('banner.title')}
      lead={t('banner.lead')}
    >
      <CheckList items={t('banner.points', { returnObjects: true })} />
      <Island of={bannerConfigurator} props={{}} />
    </Section>
  );
}
