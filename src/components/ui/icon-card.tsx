import Box from '@mui/material/Box';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { accentStyle, accentVar } from '../../theme/accent';
import { IconBadge } from './icon-badge';

interface IconCardProps {
  icon: SvgIconComponent;
  title: ReactNode;
  description: ReactNode;
  /** Position in a list: picks the accent colour from the three-colour cycle. */
  index: number;
  /** Extra content under the description, for example a link. */
  footer?: ReactNode;
}

/** A bordered card with an accent-coloured icon, an h3 title and a short text. */
export function IconCard({ icon, title, description, index, footer }: IconCardProps) {
  return (
    <Box
      style={accentStyle(index)}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        border: 1,
        borderColor: 'divider',
        borderTop: 4,
        borderTopColor: accentVar.main,
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box sx={{ mb: 2 }}>
        <IconBadge icon={icon} accent={index} />
      </Box>
      <Typography variant="h3" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary">{description}</Typography>
      {footer && <Box sx={{ mt: 'auto', pt: 3 }}>{footer}</Box>}
    </Box>
  );
}
