import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { keyframes, styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { navItems } from '../../content/nav-items';
import { usePaths } from '../../routing/use-paths';
import { tokens } from '../../theme/tokens';
import { IconActionButton, LinkButton, NavButton } from '../ui/action-button';
import { LanguageSwitcher } from './language-switcher';

const MENU_ID = 'mobile-menu';

const slideIn = keyframes`from { transform: translateX(100%); }`;

/**
 * The drawer: a `<dialog popover>` on the right edge, sliding in. Opened as a popover it is a
 * non-modal dialog: the toggle's expanded state, Escape and a tap outside come from the browser.
 */
const Drawer = styled('dialog')(({ theme }) => {
  const shown = {
    display: 'flex',
    animation: `${slideIn} ${theme.transitions.duration.enteringScreen}ms ${theme.transitions.easing.easeOut}`,
  };
  return {
    position: 'fixed',
    inset: '0 0 0 auto',
    flexDirection: 'column',
    gap: theme.spacing(2),
    width: 'min(320px, 85vw)',
    height: '100%',
    maxWidth: 'none',
    maxHeight: 'none',
    margin: 0,
    padding: theme.spacing(2),
    border: 0,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    boxShadow: theme.shadows[16],
    '&:popover-open': shown,
    '&::backdrop': { backgroundColor: tokens.color.scrim },
    // One class for the whole drawer: title row, list and links are styled from here.
    '& > div:first-of-type': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
    },
    '& h2': { margin: 0, ...theme.typography.text2xl, fontWeight: 700 },
    '& > nav ul': { listStyle: 'none', margin: 0, padding: 0 },
    '& > nav li > a': {
      width: '100%',
      minHeight: 48,
      justifyContent: 'flex-start',
      paddingInline: 16,
    },
    '& > nav li > a[aria-current="page"]': {
      boxShadow: 'none',
      borderRadius: theme.shape.borderRadius,
      backgroundColor: theme.palette.primary.light,
    },
  } as const;
});

/**
 * Small screens: a toggle that opens the navigation in a drawer. The drawer is a native popover
 * (`popovertarget`): it opens, closes on Escape or a tap outside, and tells assistive technology
 * its state without any script. Choosing a link loads the next page, which starts closed.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Box sx={{ display: { xs: 'block', [tokens.headerNavFrom]: 'none' }, mr: '-12px' }}>
      <IconActionButton
        type="button"
        aria-label={t('header.openMenu')}
        aria-controls={MENU_ID}
        popoverTarget={MENU_ID}
      >
        <MenuIcon />
      </IconActionButton>
      <Drawer id={MENU_ID} popover="auto" aria-labelledby={`${MENU_ID}-title`}>
        <div>
          <h2 id={`${MENU_ID}-title`}>{t('header.mobileMenuTitle')}</h2>
          <IconActionButton
            type="button"
            aria-label={t('header.closeMenu')}
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
          >
            <CloseIcon />
          </IconActionButton>
        </div>
        <nav aria-label={t('header.navLabel')}>
          <ul>
            {navItems.map((item) => (
              <li key={item}>
                <NavButton to={paths[item]}>{t(`header.nav.${item}`)}</NavButton>
              </li>
            ))}
          </ul>
        </nav>
        <LinkButton to={paths.contact} variant="contained" size="large">
          {t('header.mobileCta')}
        </LinkButton>
        <div>
          <LanguageSwitcher fullWidth />
        </div>
      </Drawer>
    </Box>
  );
}
