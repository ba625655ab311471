import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island/island';
import { Carousel } from '../../components/ui/carousel';
import { Section } from '../../components/ui/section';
import { site } from '../../config/site';

/** Spec: the reference-logo carousel advances every 2 s and loops. */
const AUTOPLAY_MS = 2000;

const { sample, logos } = site.references;

/**
 * The reference-logo carousel. The logos come from the site config; while they are the
 * template's sample marks the band says so, so no invented company is presented as a customer.
 */
export function ReferenceLogos() {
  const { t } = useTranslation(['home', 'common']);
  if (logos.length === 0) return null;
  return (
    <Section
      id={t('common:anchors.references')}
      title={sample ? t('common:references.sampleTitle') : t('references.title')}
      lead={sample ? t('common:references.sampleNote') : undefined}
      tone="muted"
      align="center"
      density="compact"
    >
      <Island name="reference-carousel" component={ReferenceCarousel} props={{}} />
    </Section>
  );
}

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
