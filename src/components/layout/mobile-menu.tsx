import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconActionButton } from '../ui/action-button';

const MENU_ID = 'mobile-menu';

const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

/**
 * Small screens: a toggle that opens the navigation in a drawer; choosing a link closes it. The
 * drawer is not part of the first render, so its code loads on the toggle's first hover, focus or
 * press instead of with every page.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' }, mr: '-12px' }}>
      <IconActionButton
        type="button"
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconActionButton>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={MENU_ID} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
