import InstagramIcon from '@mui/icons-material/Instagram';
import LinkedInIcon from '@mui/icons-material/LinkedIn';
import XIcon from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { site, type SocialLinkId } from '../../config/site';
import { copyrightYears } from '../../lib/format-years';
import { tokens } from '../../theme/tokens';
import { CookiePreferencesLink } from '../consent-banner/cookie-preferences-link';
import { IconActionLink } from '../ui/action-button';
import { AppLink } from '../ui/app-link';
import { ExternalLink } from '../ui/external-link';
import { footerColumns, socialLinks } from '../../content/footer-links';
import { Logo } from './logo';

const socialIcons: Record<SocialLinkId, typeof XIcon> = {
  linkedin: LinkedInIcon,
  x: XIcon,
  instagram: InstagramIcon,
};

const linkSx = { color: tokens.color.footerMuted, '&:hover': { color: tokens.color.surface } };

export function SiteFooter() {
  const { t } = useTranslation();
  const paths = usePaths();
  const names = { brand: site.brand, parentCompany: site.parentCompany };

  return (
    <Box
      component="footer"
      sx={{
        bgcolor: tokens.color.footer,
        color: tokens.color.surface,
        pt: { xs: 6, md: 8 },
        pb: 4,
        '--logo-fill': tokens.color.brandLight,
      }}
    >
      <Container>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' },
          }}
        >
          <Box sx={{ '& > span': { color: tokens.color.surface } }}>
            <Logo />
            <Typography sx={{ mt: 2, color: tokens.color.footerMuted, maxWidth: 340 }}>
              {t('footer.tagline')}
            </Typography>
            <Typography sx={{ mt: 2, color: tokens.color.footerMuted, typography: 'textSm' }}>
              {t('footer.madeBy', names)}
            </Typography>
          </Box>
          {(Object.keys(footerColumns) as (keyof typeof footerColumns)[]).map((column) => (
            <Box component="nav" key={column} aria-labelledby={`footer-${column}`}>
              <Typography
                id={`footer-${column}`}
                component="h2"
                sx={{ fontWeight: 700, typography: 'textBase', mb: 2 }}
              >
                {t(`footer.columns.${column}.title`)}
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {footerColumns[column].map((link) => {
                  const labels: Record<string, string> = t(`footer.columns.${column}.links`, {
                    returnObjects: true,
                    ...names,
                  });
                  const label = labels[link.key];
                  return (
                    <li key={link.key}>
                      {link.kind === 'route' ? (
                        <AppLink to={paths[link.route]} sx={linkSx}>
                          {label}
                        </AppLink>
                      ) : (
                        <ExternalLink href={site.external[link.key]} sx={linkSx}>
                          {label}
                        </ExternalLink>
                      )}
                    </li>
                  );
                })}
              </Stack>
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            mt: 6,
            pt: 3,
            borderTop: 1,
            borderColor: tokens.color.footerDivider,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            gap: 2,
            justifyContent: 'space-between',
            alignItems: { xs: 'flex-start', sm: 'center' },
          }}
        >
          <Typography sx={{ color: tokens.color.footerMuted, typography: 'textSm' }}>
            {t('footer.copyright', {
              years: copyrightYears(site.copyright.firstYear, site.copyright.buildYear),
              parentCompany: site.parentCompany,
            })}{' '}
            <CookiePreferencesLink sx={linkSx} />
          </Typography>
          <Stack
            component="ul"
            direction="row"
            spacing={1}
            aria-label={t('footer.social.label')}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {socialLinks.map((id) => {
              const Icon = socialIcons[id];
              return (
                <li key={id}>
                  <IconActionLink
                    href={site.social[id]}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${t(`footer.social.${id}`)} ${t('footer.newTab')}`}
                    data-look="on-dark"
                  >
                    <Icon />
                  </IconActionLink>
                </li>
              );
            })}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
