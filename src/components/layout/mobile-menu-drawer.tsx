import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink } from 'react-router-dom';
import { usePaths } from '../../routing/use-paths';
import { navItems } from '../../content/nav-items';
import { LanguageSwitcher } from './language-switcher';

interface MobileMenuDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The mobile menu's drawer. Its own chunk (Drawer, Modal, focus trap and transitions are about
 * 9 KB gzipped), fetched when the toggle is first hovered, focused or pressed.
 */
export default function MobileMenuDrawer({ id, open, onClose }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const paths = usePaths();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          id,
          'aria-labelledby': `${id}-title`,
          sx: { width: 'min(320px, 85vw)', p: 2 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={`${id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('header.mobileMenuTitle')}
        </Typography>
        <IconButton
          aria-label={t('header.closeMenu')}
          onClick={onClose}
          sx={{ width: 48, height: 48 }}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-label={t('header.navLabel')}>
        <List>
          {navItems.map((item) => (
            <li key={item}>
              <ListItemButton
                component={NavLink}
                to={paths[item]}
                onClick={onClose}
                sx={{
                  borderRadius: 1,
                  minHeight: 48,
                  fontWeight: 600,
                  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'primary.light' },
                }}
              >
                {t(`header.nav.${item}`)}
              </ListItemButton>
            </li>
          ))}
        </List>
      </Box>
      <Button
        component={RouterLink}
        to={paths.contact}
        onClick={onClose}
        variant="contained"
        fullWidth
        size="large"
        sx={{ mt: 2 }}
      >
        {t('header.mobileCta')}
      </Button>
      <Box sx={{ mt: 2 }}>
        <LanguageSwitcher fullWidth />
      </Box>
    </Drawer>
  );
}
