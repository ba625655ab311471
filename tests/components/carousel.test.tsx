import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/components/ui/carousel';
import { enhanceCarousel } from '../../src/components/ui/carousel-behaviour';
import type { SlideState } from '../../src/lib/swiper';
import { bundle, languages, matchMediaReduced, renderWithProviders } from './support/render';

/**
 * The carousel as the page has it: markup rendered by React, movement added by carousel-behaviour
 * without React. Swiper itself needs a real layout; here it is a stand-in that records what the carousel asks
 * of it, so the tests see exactly when auto-advance moves the slides.
 */
const swiper = vi.hoisted(() => ({
  slideNext: vi.fn(),
  slidePrev: vi.fn(),
  destroy: vi.fn(),
  report: undefined as ((state: SlideState) => void) | undefined,
}));
vi.mock('../../src/lib/swiper', () => ({
  mountSwiper: (_: HTMLElement, { onChange }: { onChange: (state: SlideState) => void }) => {
    swiper.report = onChange;
    onChange({ realIndex: 0, isBeginning: true, isEnd: false });
    return swiper;
  },
}));

const DELAY = 4000;
const slides = ['One', 'Two', 'Three'].map((text) => <p key={text}>{text}</p>);

async function renderCarousel(
  language: string,
  props: { autoplayDelay?: number; loop?: boolean } = {},
) {
  renderWithProviders(
    <Carousel label="Features" slides={slides} slideWidth={300} {...props} />,
    language,
  );
  const region = screen.getByRole('region', { name: 'Features' });
  // React renders the markup (as the prerender does); the island's behaviour starts it.
  enhanceCarousel(region);
  return region;
}

/** How many times auto-advance moved the slides while `ms` passed. */
function advancesDuring(ms: number) {
  swiper.slideNext.mockClear();
  act(() => vi.advanceTimersByTime(ms));
  return swiper.slideNext.mock.calls.length;
}

beforeEach(() => {
  matchMediaReduced(false);
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});
afterEach(() => vi.clearAllMocks());

describe.each(languages)('%s carousel', (language) => {
  const labels = bundle(language, 'common').carousel;

  it('is marked as a carousel in the page language, each slide labelled "n of count"', async () => {
    const region = await renderCarousel(language);
    expect(region.getAttribute('aria-roledescription')).toBe(labels.roleDescription);
    const groups = within(region).getAllByRole('group');
    const slideLabel = (index: number) =>
      labels.slideLabel.replace('{{index}}', String(index)).replace('{{total}}', '3');
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      slideLabel(1),
      slideLabel(2),
      slideLabel(3),
    ]);
    for (const group of groups) {
      expect(group.getAttribute('aria-roledescription')).toBe(labels.slideRoleDescription);
    }
  });

  it('moves with the previous and next buttons, disabled at the ends without loop', async () => {
    const region = await renderCarousel(language);
    const previous = within(region).getByRole('button', { name: labels.previous });
    const next = within(region).getByRole('button', { name: labels.next });
    expect(previous).toHaveProperty('disabled', true);
    fireEvent.click(next);
    expect(swiper.slideNext).toHaveBeenCalledTimes(1);
    act(() => swiper.report?.({ realIndex: 2, isBeginning: false, isEnd: true }));
    expect(next).toHaveProperty('disabled', true);
    expect(previous).toHaveProperty('disabled', false);
    fireEvent.click(previous);
    expect(swiper.slidePrev).toHaveBeenCalledTimes(1);
    expect(within(region).queryByRole('button', { name: labels.pause })).toBeNull();
    expect(advancesDuring(3 * DELAY), 'no autoplay delay, no auto-advance').toBe(0);
  });

  it('auto-advances every delay and pauses while hovered by a mouse', async () => {
    const region = await renderCarousel(language, { autoplayDelay: DELAY, loop: true });
    expect(advancesDuring(3 * DELAY)).toBe(3);
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    expect(advancesDuring(3 * DELAY), 'moves while hovered').toBe(0);
    fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    expect(advancesDuring(DELAY), 'resumes when the pointer leaves').toBe(1);
  });

  it('pauses while focus is inside, but not on its own pause button', async () => {
    const region = await renderCarousel(language, { autoplayDelay: DELAY, loop: true });
    const next = within(region).getByRole('button', { name: labels.next });
    act(() => next.focus());
    expect(advancesDuring(3 * DELAY), 'moves while focus is on a slide control').toBe(0);
    act(() => within(region).getByRole('button', { name: labels.pause }).focus());
    expect(advancesDuring(DELAY), 'focus on the pause button lets it run').toBe(1);
  });

  it('stops and resumes with its pause/play button (WCAG 2.2.2)', async () => {
    const region = await renderCarousel(language, { autoplayDelay: DELAY, loop: true });
    fireEvent.click(within(region).getByRole('button', { name: labels.pause }));
    expect(advancesDuring(3 * DELAY)).toBe(0);
    fireEvent.click(within(region).getByRole('button', { name: labels.play }));
    expect(advancesDuring(DELAY)).toBe(1);
  });

  it('stays still under prefers-reduced-motion until the visitor presses play', async () => {
    matchMediaReduced(true);
    const region = await renderCarousel(language, { autoplayDelay: DELAY, loop: true });
    expect(advancesDuring(3 * DELAY)).toBe(0);
    fireEvent.click(within(region).getByRole('button', { name: labels.play }));
    expect(advancesDuring(DELAY)).toBe(1);
  });
});
