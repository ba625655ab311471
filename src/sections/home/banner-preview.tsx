import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bannerCategories } from '../../content/home';

/** A switch drawn, not operable: part of a picture. */
function SwitchGraphic({ on }: { on: boolean }) {
  return (
    <Box
      sx={{
        position: 'relative',
        width: 40,
        height: 22,
        borderRadius: 11,
        bgcolor: on ? 'secondary.main' : 'grey.400',
        flexShrink: 0,
        '&::after': {
          content: '""',
          position: 'absolute',
          top: 3,
          left: on ? 21 : 3,
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: 'background.paper',
        },
      }}
    />
  );
}

const buttonSx = {
  flex: 1,
  py: 1.25,
  borderRadius: 1,
  textAlign: 'center',
  fontWeight: 700,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
} as const;

/**
 * A picture of a compliant banner made of real text (so it scales and stays sharp): categories
 * off by default, "Kabul Et" and "Reddet" the same size and colour. Announced as one image.
 */
export function BannerPreview() {
  const { t } = useTranslation('home');
  return (
    <Box
      role="img"
      aria-label={t('banner.preview.label')}
      sx={{
        p: { xs: 2.5, md: 3 },
        borderRadius: 3,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: (theme) => `0 24px 48px -24px ${alpha(theme.palette.text.primary, 0.35)}`,
        maxWidth: 460,
        mx: 'auto',
      }}
    >
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.125rem', mb: 1 }}>
        {t('banner.preview.title')}
      </Typography>
      <Typography component="p" color="text.secondary" sx={{ fontSize: '0.9375rem', mb: 2 }}>
        {t('banner.preview.text')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.25, mb: 2.5 }}>
        {bannerCategories.map((category) => (
          <Box
            key={category.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1,
              px: 1.5,
              borderRadius: 1,
              bgcolor: 'grey.100',
            }}
          >
            <Box component="span" sx={{ fontWeight: 600, flex: 1 }}>
              {t(`banner.preview.categories.${category.id}`)}
            </Box>
            {category.alwaysOn && (
              <Box component="span" sx={{ fontSize: '0.8125rem', color: 'text.secondary' }}>
                {t('banner.preview.alwaysOn')}
              </Box>
            )}
            <SwitchGraphic on={category.alwaysOn} />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        <Box sx={buttonSx}>{t('banner.preview.reject')}</Box>
        <Box sx={buttonSx}>{t('banner.preview.accept')}</Box>
      </Box>
      <Typography
        component="p"
        sx={{
          mt: 1.5,
          textAlign: 'center',
          fontWeight: 600,
          color: 'primary.main',
          fontSize: '0.9375rem',
        }}
      >
        {t('banner.preview.settings')}
      </Typography>
    </Box>
  );
}
