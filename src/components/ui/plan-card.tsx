import StarRounded from '@mui/icons-material/StarRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CheckList } from './check-list';
import { LinkButton } from './action-button';

interface PlanCardProps {
  id: string;
  name: ReactNode;
  description: ReactNode;
  icon: SvgIconComponent;
  /**
   * Price line (amount, period and a VAT note); omitted on pages that
   * describe plans without prices.
   */
  price?: { amount: ReactNode; period: ReactNode; note?: ReactNode };
  features: readonly ReactNode[];
  /** Marks the recommended plan with a labelled badge, a thicker border and a filled button. */
  popular?: { label: ReactNode };
  cta: { label: ReactNode; to: string };
}

/** One plan: name, optional price, what it includes and its call to action. */
export function PlanCard({
  id,
  name,
  description,
  icon: Icon,
  price,
  features,
  popular,
  cta,
}: PlanCardProps) {
  const headingId = `plan-${id}-name`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-popular={popular ? 'true' : undefined}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: popular ? 3 : 1,
        borderColor: popular ? 'primary.main' : 'divider',
        boxShadow: (theme) =>
          popular ? `0 16px 40px -16px ${alpha(theme.palette.primary.main, 0.45)}` : 'none',
      }}
    >
      {popular && (
        <Box
          sx={{
            position: 'absolute',
            top: { xs: 24, md: 32 },
            right: { xs: 24, md: 32 },
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            px: 2,
            py: 0.5,
            borderRadius: 999,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
            typography: 'textSm',
            whiteSpace: 'nowrap',
          }}
        >
          <StarRounded aria-hidden="true" fontSize="small" />
          {popular.label}
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Icon aria-hidden="true" color="primary" />
        <Typography variant="h3" id={headingId}>
          {name}
        </Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {description}
      </Typography>
      {price && (
        <Typography
          component="p"
          sx={{ mb: 3, display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 0.5 }}
        >
          <Box component="span" sx={{ typography: 'price', fontWeight: 800, lineHeight: 1 }}>
            {price.amount}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {price.period}
          </Box>
          {price.note && (
            <Box component="span" sx={{ color: 'text.secondary', typography: 'textSm', ml: 0.5 }}>
              {price.note}
            </Box>
          )}
        </Typography>
      )}
      <Box sx={{ mb: 4 }}>
        <CheckList items={features} />
      </Box>
      {/* A grid stretches the button; no fullWidth or sx keeps it on the site's shared button class. */}
      <Box sx={{ mt: 'auto', display: 'grid' }}>
        <LinkButton to={cta.to} variant={popular ? 'contained' : 'outlined'} size="large">
          {cta.label}
        </LinkButton>
      </Box>
    </Box>
  );
}
