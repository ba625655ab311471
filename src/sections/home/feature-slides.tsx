import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../components/ui/carousel';
import { IconCard } from '../../components/ui/icon-card';
import { featureItems } from '../../content/home';
import { motionAllowed } from '../../theme/motion';

/** Spec: cards enter one after another, 0.1 s apart. */
const STAGGER_SECONDS = 0.1;

const rise = keyframes`
  from { opacity: 0; transform: translateY(24px); }
  to { opacity: 1; transform: none; }
`;

/**
 * The feature cards, an island without React in the browser (feature-slides-behaviour.ts): a
 * swiper carousel whose cards enter one after another.
 */
export function FeatureSlides() {
  const { t } = useTranslation('home');
  return (
    // feature-slides-behaviour.ts starts the entrance here, and the carousel.
    <Box data-entrance-root="">
      <Carousel
        label={t('features.carouselLabel')}
        // Spec: cards 320 to 380 px wide; the slide adds the 24 px gap.
        slideWidth={{ xs: 344, sm: 404 }}
        gap={3}
        slides={featureItems.map((feature, index) => (
          <Box
            key={feature.id}
            // One class for every card; the card's place in the stagger is a CSS variable.
            style={{ '--stagger': index } as CSSProperties}
            sx={{
              height: '100%',
              [motionAllowed]: {
                '[data-entrance="waiting"] &': { opacity: 0 },
                '[data-entrance="entered"] &': {
                  animation: `${rise} 0.45s ease-out both`,
                  animationDelay: `calc(var(--stagger) * ${STAGGER_SECONDS}s)`,
                },
              },
            }}
          >
            <IconCard
              icon={feature.icon}
              index={index}
              title={t(`features.items.${feature.id}.title`)}
              description={t(`features.items.${feature.id}.description`)}
            />
          </Box>
        ))}
      />
    </Box>
  );
}
