import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/ui/carousel';
import { site } from '../../config/site';

/** Spec: the reference-logo carousel advances every 2 s and loops. */
const AUTOPLAY_MS = 2000;

const { logos } = site.references;

/**
 * The logos themselves, an island without React in the browser (carousel-behaviour.ts): swiper
 * moves them every 2 s, looping.
 */
export function ReferenceCarousel() {
  const { t } = useTranslation('home');
  return (
    <Carousel
      label={t('references.carouselLabel')}
      loop
      autoplayDelay={AUTOPLAY_MS}
      slideWidth={{ xs: 176, md: 232 }}
      gap={{ xs: 2, md: 4 }}
      slides={logos.map((logo) => (
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
  );
}
