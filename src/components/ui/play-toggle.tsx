import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { IconActionButton } from './action-button';

/**
 * The pause/play button of something that moves by itself (WCAG 2.2.2), rendered once with both
 * its labels and both icons. The moving region says which applies with `data-playing`
 * (`playingSx` shows the right icon); play-toggle-state.ts keeps that and the label in step.
 */
export function PlayToggle(props: ComponentProps<typeof IconActionButton>) {
  const { t } = useTranslation();
  return (
    <IconActionButton
      type="button"
      aria-label={t('carousel.pause')}
      data-label-pause={t('carousel.pause')}
      data-label-play={t('carousel.play')}
      data-play-toggle=""
      {...props}
    >
      <PauseRounded data-icon="pause" />
      <PlayArrowRounded data-icon="play" />
    </IconActionButton>
  );
}

/** For the moving region: the toggle shows the icon of what it would do. */
export const playingSx = {
  '&[data-playing="true"] [data-icon="play"], &[data-playing="false"] [data-icon="pause"]': {
    display: 'none',
  },
} as const;
