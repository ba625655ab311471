import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { reducedMotion } from '../../theme/motion';
import { PlayToggle, playingSx } from './play-toggle';

export interface MarqueeLogo {
  id: string;
  name: string;
  src: string;
  width: number;
  height: number;
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/**
 * An endlessly scrolling row of logos, in CSS only: the list is drawn twice and shifted by half
 * its width. It stops on hover and with its pause button (WCAG 2.2.2); under reduced motion it
 * does not move at all and shows the logos as a wrapped, centred list. Rendered at build time
 * only: logo-marquee-behaviour.ts (an island without React) makes the button pause and resume it
 * through `data-playing`, which the styles read.
 */
export function LogoMarquee({
  label,
  logos,
  durationSeconds = 40,
}: {
  label: string;
  logos: readonly MarqueeLogo[];
  durationSeconds?: number;
}) {
  const list = (copy: 'original' | 'duplicate') => (
    <Box
      component="ul"
      aria-hidden={copy === 'duplicate' ? 'true' : undefined}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'flex',
        flexShrink: 0,
        alignItems: 'center',
        gap: { xs: 5, md: 8 },
        pr: { xs: 5, md: 8 },
        [reducedMotion]:
          copy === 'duplicate'
            ? { display: 'none' }
            : { flexWrap: 'wrap', justifyContent: 'center', rowGap: 3, pr: 0 },
      }}
    >
      {logos.map((logo) => (
        <Box component="li" key={logo.id} sx={{ display: 'flex' }}>
          <img
            src={logo.src}
            alt={copy === 'duplicate' ? '' : logo.name}
            width={logo.width}
            height={logo.height}
            loading="lazy"
            decoding="async"
          />
        </Box>
      ))}
    </Box>
  );

  return (
    <Box
      role="region"
      aria-label={label}
      data-marquee=""
      data-playing="true"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        '&[data-playing="false"] [data-marquee-track]': { animationPlayState: 'paused' },
        ...playingSx,
      }}
    >
      <Box
        sx={{
          flex: 1,
          overflow: 'hidden',
          maskImage: 'linear-gradient(90deg, transparent, black 8%, black 92%, transparent)',
          [reducedMotion]: { maskImage: 'none' },
        }}
      >
        <Box
          data-marquee-track=""
          sx={{
            display: 'flex',
            width: 'max-content',
            animation: `${scroll} ${durationSeconds}s linear infinite`,
            '&:hover': { animationPlayState: 'paused' },
            [reducedMotion]: { animation: 'none', width: 'auto', justifyContent: 'center' },
          }}
        >
          {list('original')}
          {list('duplicate')}
        </Box>
      </Box>
      <PlayToggle
        sx={{
          border: 1,
          borderColor: 'divider',
          [reducedMotion]: { display: 'none' },
        }}
      />
    </Box>
  );
}
