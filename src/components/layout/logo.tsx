import Box from '@mui/material/Box';
import { site } from '../../config/site';
import { tokens } from '../../theme/tokens';

/** The product mark: a compass-like check inside a cookie, then the configured brand name. */
export function Logo() {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        fontWeight: 800,
        typography: 'text2xl',
        color: 'text.primary',
      }}
    >
      <Box
        component="svg"
        viewBox="0 0 32 32"
        width={32}
        height={32}
        aria-hidden="true"
        sx={{ flexShrink: 0 }}
      >
        <circle
          cx="16"
          cy="16"
          r="15"
          fill="currentColor"
          style={{ color: `var(--logo-fill, ${tokens.color.brand})` }}
        />
        <circle cx="9.5" cy="11" r="2" fill={tokens.color.onBrand} opacity=".55" />
        <circle cx="22" cy="22.5" r="1.6" fill={tokens.color.onBrand} opacity=".55" />
        <path
          d="M9.5 16.5l4.2 4.2 8.8-9.2"
          fill="none"
          stroke={tokens.color.onBrand}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </Box>
      <span>{site.brand}</span>
    </Box>
  );
}
