import { useTranslation } from 'react-i18next';
import { CheckList } from '../../components/ui/check-list';
import { Section } from '../../components/ui/section';
import { SplitLayout } from '../../components/ui/split-layout';
import { BannerPreview } from './banner-preview';

export function CustomBanner() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Section
      id={t('common:anchors.customBanner')}
      eyebrow={t('banner.eyebrow')}
      title={t('banner.title')}
      lead={t('banner.lead')}
    >
      <SplitLayout align="center">
        <CheckList items={t('banner.points', { returnObjects: true })} />
        <BannerPreview />
      </SplitLayout>
    </Section>
  );
}
