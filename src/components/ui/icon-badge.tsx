import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { accentStyle, accentVar } from '../../theme/accent';

/** Side of the badge in px, per size. */
export const ICON_BADGE_SIZE = { medium: 48, large: 64 } as const;

/** A decorative icon on a light accent square; `accent` picks a colour from the cycle. */
export function IconBadge({
  icon: Icon,
  accent = 0,
  size = 'medium',
}: {
  icon: SvgIconComponent;
  accent?: number;
  size?: keyof typeof ICON_BADGE_SIZE;
}) {
  return (
    <Box
      aria-hidden="true"
      style={accentStyle(accent)}
      sx={{
        display: 'inline-flex',
        flexShrink: 0,
        alignItems: 'center',
        justifyContent: 'center',
        width: ICON_BADGE_SIZE[size],
        height: ICON_BADGE_SIZE[size],
        borderRadius: 1.5,
        bgcolor: accentVar.light,
        color: accentVar.main,
      }}
    >
      <Icon fontSize={size} />
    </Box>
  );
}
