import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';
import { useLinkLanguage, usePaths } from '../../routing/use-paths';
import { site } from '../../config/site';
import { tokens } from '../../theme/tokens';
import { LinkButton, NavButton } from '../ui/action-button';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { navItems } from '../../content/nav-items';

export function SiteHeader() {
  const { t } = useTranslation();
  const paths = usePaths();
  const homeLanguage = useLinkLanguage(paths.home);
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 'appBar',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Container>
        <Box
          sx={{
            position: 'relative',
            display: 'flex',
            alignItems: 'center',
            minHeight: { xs: tokens.headerHeight.mobile, md: tokens.headerHeight.desktop },
            gap: 2,
          }}
        >
          <Box
            component="a"
            href={paths.home}
            hrefLang={homeLanguage}
            aria-label={t('header.homeLabel', { brand: site.brand })}
            sx={{ textDecoration: 'none', display: 'inline-flex', mr: 'auto', borderRadius: 1 }}
          >
            <Logo />
          </Box>
          <Box
            component="nav"
            aria-label={t('header.navLabel')}
            sx={{ display: { xs: 'none', [tokens.headerNavFrom]: 'flex' }, gap: 0.5 }}
          >
            {navItems.map((id) => (
              <NavButton key={id} to={paths[id]}>
                {t(`header.nav.${id}`)}
              </NavButton>
            ))}
          </Box>
          <Box sx={{ display: { xs: 'none', [tokens.headerNavFrom]: 'block' } }}>
            <LanguageSwitcher />
          </Box>
          <Box sx={{ display: { xs: 'none', [tokens.headerNavFrom]: 'block' } }}>
            <LinkButton to={paths.contact} variant="contained">
              {t('header.cta')}
            </LinkButton>
          </Box>
          <MobileMenu />
        </Box>
      </Container>
    </Box>
  );
}
