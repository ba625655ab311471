import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { usePaths } from '../../app/use-paths';
import { navItems } from './nav-items';

const MENU_ID = 'mobile-menu';

/** Small screens: a toggle that opens the navigation in a drawer; choosing a link closes it. */
export function MobileMenu() {
  const { t } = useTranslation();
  const paths = usePaths();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton
        edge="end"
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-controls={open ? MENU_ID : undefined}
        onClick={() => setOpen(true)}
        sx={{ width: 48, height: 48 }}
      >
        <MenuIcon />
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={close}
        slotProps={{ paper: { id: MENU_ID, sx: { width: 'min(320px, 85vw)', p: 2 } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('header.mobileMenuTitle')}
          </Typography>
          <IconButton
            aria-label={t('header.closeMenu')}
            onClick={close}
            sx={{ width: 48, height: 48 }}
          >
            <CloseIcon />
          </IconButton>
        </Box>
        <Box component="nav" aria-label={t('header.navLabel')}>
          <List>
            {navItems.map((id) => (
              <li key={id}>
                <ListItemButton
                  component={NavLink}
                  to={paths[id]}
                  onClick={close}
                  sx={{
                    borderRadius: 1,
                    minHeight: 48,
                    fontWeight: 600,
                    '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'primary.light' },
                  }}
                >
                  {t(`header.nav.${id}`)}
                </ListItemButton>
              </li>
            ))}
          </List>
        </Box>
        <Button
          component={RouterLink}
          to={paths.contact}
          onClick={close}
          variant="contained"
          fullWidth
          size="large"
          sx={{ mt: 2 }}
        >
          {t('header.mobileCta')}
        </Button>
      </Drawer>
    </Box>
  );
}
