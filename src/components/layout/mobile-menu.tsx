import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { keyframes, styled } from '@mui/material/styles';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { navItems } from '../../content/nav-items';
import { usePaths } from '../../routing/use-paths';
import { tokens } from '../../theme/tokens';
import { IconActionButton, LinkButton, NavButton } from '../ui/action-button';
import { LanguageSwitcher } from './language-switcher';

const MENU_ID = 'mobile-menu';

const slideIn = keyframes`from { transform: translateX(100%); }`;

/**
 * The drawer: a `<dialog popover>` on the right edge. Before hydration the toggle opens it as a
 * popover (native `popovertarget`: no script needed, Escape and a tap outside close it); once
 * hydrated, the toggle opens it as a modal dialog instead (the page behind is inert, focus stays
 * inside). The same rules style both states; `:popover-open` is written apart from `[open]` so a
 * browser without the Popover API keeps the `[open]` rule.
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
    '&[open]': shown,
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

function isPopoverOpen(element: HTMLElement) {
  try {
    return element.matches(':popover-open');
  } catch {
    return false; // no Popover API: never opened as one
  }
}

/**
 * Small screens: a toggle that opens the navigation in a drawer; choosing a link closes it. The
 * drawer is in the prerendered HTML, so a tap works before the scripts have loaded.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const paths = usePaths();
  const drawerRef = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const drawer = drawerRef.current;
    if (!drawer) return;
    const sync = () => setOpen(drawer.open || isPopoverOpen(drawer));
    // Opened as a popover before hydration: say so on the toggle.
    sync();
    drawer.addEventListener('toggle', sync);
    drawer.addEventListener('close', sync);
    return () => {
      drawer.removeEventListener('toggle', sync);
      drawer.removeEventListener('close', sync);
    };
  }, []);

  function openMenu(event: MouseEvent) {
    const drawer = drawerRef.current;
    if (!drawer || typeof drawer.showModal !== 'function') return;
    // Cancels the native popover toggle: hydrated, the drawer opens as a modal dialog.
    event.preventDefault();
    if (isPopoverOpen(drawer)) drawer.hidePopover();
    if (!drawer.open) drawer.showModal();
    setOpen(true);
  }

  function closeMenu() {
    const drawer = drawerRef.current;
    if (!drawer) return;
    if (drawer.open) drawer.close();
    if (isPopoverOpen(drawer)) drawer.hidePopover();
    setOpen(false);
  }

  // A modal dialog has no light dismiss in every browser yet: a click on the backdrop closes it.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    if (event.clientX < box.left || event.clientY < box.top || event.clientY > box.bottom) {
      closeMenu();
    }
  }

  // Tab and Shift+Tab cycle inside the open drawer instead of leaving for the browser's chrome.
  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button')];
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' }, mr: '-12px' }}>
      <IconActionButton
        type="button"
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-controls={MENU_ID}
        popoverTarget={MENU_ID}
        onClick={openMenu}
      >
        <MenuIcon />
      </IconActionButton>
      <Drawer
        ref={drawerRef}
        id={MENU_ID}
        popover="auto"
        aria-labelledby={`${MENU_ID}-title`}
        onClick={closeOnBackdrop}
        onKeyDown={keepFocusInside}
      >
        <div>
          <h2 id={`${MENU_ID}-title`}>{t('header.mobileMenuTitle')}</h2>
          <IconActionButton
            type="button"
            aria-label={t('header.closeMenu')}
            popoverTarget={MENU_ID}
            popoverTargetAction="hide"
            onClick={(event) => {
              event.preventDefault();
              closeMenu();
            }}
          >
            <CloseIcon />
          </IconActionButton>
        </div>
        <nav aria-label={t('header.navLabel')}>
          <ul>
            {navItems.map((item) => (
              <li key={item}>
                <NavButton to={paths[item]} onClick={closeMenu}>
                  {t(`header.nav.${item}`)}
                </NavButton>
              </li>
            ))}
          </ul>
        </nav>
        <LinkButton to={paths.contact} onClick={closeMenu} variant="contained" size="large">
          {t('header.mobileCta')}
        </LinkButton>
        <div>
          <LanguageSwitcher fullWidth />
        </div>
      </Drawer>
    </Box>
  );
}
