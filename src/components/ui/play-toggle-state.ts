/**
 * Marks a region playing or paused (`data-playing`, which its styles read) and gives its
 * PlayToggle the label of what a press would do next.
 */
export function showPlaying(region: HTMLElement, toggle: HTMLElement, playing: boolean): void {
  region.dataset.playing = String(playing);
  toggle.setAttribute(
    'aria-label',
    (playing ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? '',
  );
}
