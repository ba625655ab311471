import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import {
  memo,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { SlideState, Swiper } from '../../lib/swiper';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { IconActionButton } from './action-button';

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

type TrackProps = Pick<CarouselProps, 'slides' | 'slideWidth' | 'gap'> & {
  id: string;
  trackRef: RefObject<HTMLDivElement | null>;
};

/**
 * The slides in swiper's markup. Rendered once and never again, because swiper reorders them
 * (loop) and adds classes once it starts; React must not touch them afterwards.
 */
const CarouselTrack = memo(function CarouselTrack({
  id,
  trackRef,
  slides,
  slideWidth,
  gap = 3,
}: TrackProps) {
  const { t } = useTranslation();
  return (
    <Box
      ref={trackRef}
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
            aria-label={t('carousel.slideLabel', { index: index + 1, count: slides.length })}
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
});

/**
 * A horizontal carousel: slides are in the prerendered HTML; swiper is loaded after hydration to
 * add dragging and sliding. Auto-advance pauses while hovered or focused, never starts under
 * `prefers-reduced-motion: reduce`, and can be paused and resumed with a button.
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
  const trackRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [swiper, setSwiper] = useState<Swiper | null>(null);
  const [position, setPosition] = useState<SlideState>({
    realIndex: 0,
    isBeginning: true,
    isEnd: false,
  });
  const reducedMotion = usePrefersReducedMotion();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = autoplayDelay !== undefined;
  const playing = autoplay && (choice ?? (reducedMotion ? 'pause' : 'play')) === 'play';

  useEffect(() => {
    const element = trackRef.current;
    if (!element) return;
    let instance: Swiper | undefined;
    let cancelled = false;
    void import('../../lib/swiper').then(({ mountSwiper }) => {
      if (cancelled) return;
      instance = mountSwiper(element, { loop, onChange: setPosition });
      setSwiper(instance);
    });
    return () => {
      cancelled = true;
      instance?.destroy(true, true);
    };
  }, [loop]);

  useEffect(() => {
    if (!swiper || !playing || hovered || focused || autoplayDelay === undefined) return;
    const timer = window.setInterval(() => swiper.slideNext(), autoplayDelay);
    return () => window.clearInterval(timer);
  }, [swiper, playing, hovered, focused, autoplayDelay]);

  const onPointer = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(entering);
  };
  // Focus anywhere but on the pause/play button holds the slides still (APG carousel pattern).
  const onFocus = (event: FocusEvent) => setFocused(event.target !== toggleRef.current);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  return (
    <Box
      role="region"
      // The WAI-ARIA APG carousel marker, in the page's language; the quality tests find
      // carousels by it.
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      data-active-index={position.realIndex}
      onPointerEnter={onPointer(true)}
      onPointerLeave={onPointer(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <CarouselTrack
        id={trackId}
        trackRef={trackRef}
        slides={slides}
        slideWidth={slideWidth}
        gap={gap}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <IconActionButton
          type="button"
          aria-label={t('carousel.previous')}
          aria-controls={trackId}
          disabled={!loop && position.isBeginning}
          onClick={() => swiper?.slidePrev()}
          data-look="outlined"
        >
          <ArrowBackRounded />
        </IconActionButton>
        {autoplay && (
          <IconActionButton
            type="button"
            ref={toggleRef}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
            onClick={() => setChoice(playing ? 'pause' : 'play')}
            data-look="outlined"
          >
            {playing ? <PauseRounded /> : <PlayArrowRounded />}
          </IconActionButton>
        )}
        <IconActionButton
          type="button"
          aria-label={t('carousel.next')}
          aria-controls={trackId}
          disabled={!loop && position.isEnd}
          onClick={() => swiper?.slideNext()}
          data-look="outlined"
        >
          <ArrowForwardRounded />
        </IconActionButton>
      </Box>
    </Box>
  );
}
