import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { alongReading } from '../../theme/direction';
import { IconActionButton } from './action-button';
import { PlayToggle, playingSx } from './play-toggle';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly ReactNode[];
  /** Width of one slide, gap included (CSS, responsive). Swiper measures it and never sets it. */
  slideWidth: number | string | Partial<Record<Breakpoint, number | string>>;
  /** Space after each slide, in theme spacing units (responsive). */
  gap?: number | Partial<Record<Breakpoint, number>>;
  /** Wrap around from the last slide to the first and back. */
  loop?: boolean;
  /** Advance every this many ms; adds a pause/play control (WCAG 2.2.2). */
  autoplayDelay?: number;
}

type TrackProps = Pick<CarouselProps, 'slides' | 'slideWidth' | 'gap'> & { id: string };

/** The slides in swiper's markup; swiper reorders them (loop) and adds classes once it starts. */
function CarouselTrack({ id, slides, slideWidth, gap = 3 }: TrackProps) {
  const { t } = useTranslation();
  return (
    <Box
      id={id}
      className="swiper"
      // Until swiper starts (or without JavaScript) the row is a native scroll area: a keyboard
      // user reaches it with Tab and scrolls it with the arrow keys (WCAG 2.1.1). swiper's
      // mount takes it out of the tab order again: the previous/next buttons move it then.
      tabIndex={0}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        touchAction: 'pan-y',
        // Until swiper starts (or without JavaScript) the row scrolls natively, scrollbar hidden
        // so the height stays the same.
        '&:not(.swiper-initialized)': {
          overflowX: 'auto',
          touchAction: 'auto',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
        },
      }}
    >
      <Box
        className="swiper-wrapper"
        sx={{
          display: 'flex',
          position: 'relative',
          width: '100%',
          boxSizing: 'content-box',
          transitionProperty: 'transform',
        }}
      >
        {slides.map((slide, index) => (
          <Box
            // Slides are a fixed list given once; their order is their identity.
            key={index}
            className="swiper-slide"
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slideLabel', { index: index + 1, total: slides.length })}
            // swiper's wrapper is content-box; slides measure their width with the gap inside.
            sx={{
              flexShrink: 0,
              position: 'relative',
              boxSizing: 'border-box',
              width: slideWidth,
              pr: gap,
            }}
          >
            {slide}
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A horizontal carousel, rendered once as plain markup: the slides, the previous/next buttons and,
 * with auto-advance, a pause/play button holding both icons. React never runs it in the browser:
 * `carousel-behaviour.ts` makes it move (swiper, the buttons, auto-advance), reading what it
 * needs from the data attributes below. Until then (or without JavaScript) the row scrolls
 * natively.
 */
export function Carousel({
  label,
  slides,
  slideWidth,
  gap,
  loop = false,
  autoplayDelay,
}: CarouselProps) {
  const { t } = useTranslation();
  const trackId = useId();
  const autoplay = autoplayDelay !== undefined;

  return (
    <Box
      role="region"
      // The WAI-ARIA APG carousel marker, in the page's language; the quality tests find
      // carousels by it.
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-carousel=""
      data-loop={loop ? '' : undefined}
      data-autoplay-delay={autoplayDelay}
      data-playing={autoplay ? 'true' : undefined}
      data-active-index={0}
      sx={playingSx}
    >
      <CarouselTrack id={trackId} slides={slides} slideWidth={slideWidth} gap={gap} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <IconActionButton
          type="button"
          aria-label={t('carousel.previous')}
          aria-controls={trackId}
          disabled={!loop}
          data-carousel-control="previous"
          data-look="outlined"
        >
          <ArrowBackRounded sx={alongReading} />
        </IconActionButton>
        {autoplay && <PlayToggle data-look="outlined" />}
        <IconActionButton
          type="button"
          aria-label={t('carousel.next')}
          aria-controls={trackId}
          data-carousel-control="next"
          data-look="outlined"
        >
          <ArrowForwardRounded sx={alongReading} />
        </IconActionButton>
      </Box>
    </Box>
  );
}
