import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/ui/carousel';
import { Section } from '../../components/ui/section';
import { referenceLogos } from '../../content/reference-logos';

/** Spec: the reference-logo carousel advances every 2 s and loops. */
const AUTOPLAY_MS = 2000;

export function ReferenceLogos() {
  const { t } = useTranslation(['home', 'common']);
  return (
    <Section
      id={t('common:anchors.references')}
      title={t('references.title')}
      tone="muted"
      align="center"
      density="compact"
    >
      <Carousel
        label={t('references.carouselLabel')}
        loop
        autoplayDelay={AUTOPLAY_MS}
        slideWidth={{ xs: 176, md: 232 }}
        gap={{ xs: 2, md: 4 }}
        slides={referenceLogos.map((logo) => (
          <Box
            key={logo.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              height: 80,
              borderRadius: 2,
              bgcolor: 'background.paper',
            }}
          >
            <img src={logo.src} alt={logo.name} width={logo.width} height={logo.height} />
          </Box>
        ))}
      />
    </Section>
  );
}
