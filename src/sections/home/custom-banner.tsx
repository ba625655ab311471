import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../components/ui/check-list';
import { Section } from '../../components/ui/section';
import { BannerPreview } from './banner-preview';

export function CustomBanner() {
  const { t } = useTranslation('home');
  return (
    <Section
      id="ozellestirilmis-banner"
      eyebrow={t('banner.eyebrow')}
      title={t('banner.title')}
      lead={t('banner.lead')}
    >
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 5, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'center',
        }}
      >
        <CheckList items={t('banner.points', { returnObjects: true })} />
        <BannerPreview />
      </Box>
    </Section>
  );
}
