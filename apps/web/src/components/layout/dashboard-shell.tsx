import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { matchPath, Outlet, Link as RouterLink, useLocation } from 'react-router';

const DRAWER_WIDTH = 260;
const HEADER_HEIGHT = 70;

export interface ShellMenuEntry {
  label: string;
  icon: ReactNode;
  /** A link; entries without one are actions (`onClick`). */
  to?: string;
  /** Other paths under which this entry is the active one, e.g. the edit page under 'Productos'. */
  alsoActiveOn?: string[];
  onClick?: () => void;
  /** A count shown after the label (e.g. unread messages under 'Ventas'), with what it counts. */
  badge?: { count: number; label: string };
}

interface DashboardShellProps {
  /** Where the logo goes, e.g. /seller. */
  home: string;
  /** Shown after the logo in the top bar, e.g. 'Vendedor'. */
  areaName: string;
  /** Text at the right of the top bar, e.g. the shop's name. */
  accountName?: string;
  menu: ShellMenuEntry[];
  /** Below a divider: account and sign-out. */
  secondaryMenu: ShellMenuEntry[];
}

/**
 * The seller's and admin's frame (product.md#seller-area): a top bar with the logo, a slide-out menu on small
 * screens and a fixed side menu from `lg` up. The entry of the current page is highlighted; the page is the
 * outlet.
 */
export function DashboardShell({ home, areaName, accountName, menu, secondaryMenu }: DashboardShellProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const close = () => setDrawerOpen(false);
  const menuList = (
    <Box component="nav" aria-label={`Menú de ${areaName.toLowerCase()}`} sx={{ py: 1 }}>
      <ShellMenu entries={menu} home={home} onNavigate={close} />
      <Divider />
      <ShellMenu entries={secondaryMenu} home={home} onNavigate={close} />
    </Box>
  );

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'grey.50' }}>
      {/* Below the drawers (MUI's default): the fixed side menu starts under the bar, and the slide-out menu
          covers the bar, so its first entry is not hidden behind it. */}
      <AppBar position="sticky" color="inherit" elevation={1}>
        <Toolbar sx={{ height: HEADER_HEIGHT, gap: 1 }}>
          <IconButton
            aria-label="Abrir menú"
            onClick={() => setDrawerOpen(true)}
            sx={{ display: { lg: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to={home}
            underline="none"
            sx={{ fontSize: { xs: 20, sm: 24 }, fontWeight: 700, color: 'primary.main' }}
          >
            TecnoBazar
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
            {areaName}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {accountName && (
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {accountName}
            </Typography>
          )}
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1 }}>
        <Drawer
          variant="temporary"
          open={drawerOpen}
          onClose={close}
          sx={{ display: { lg: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
        >
          {menuList}
        </Drawer>
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', lg: 'block' },
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': {
              width: DRAWER_WIDTH,
              top: HEADER_HEIGHT,
              height: `calc(100% - ${HEADER_HEIGHT}px)`,
            },
          }}
        >
          {menuList}
        </Drawer>
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: { xs: 2, md: 4 } }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}

function ShellMenu({
  entries,
  home,
  onNavigate,
}: {
  entries: ShellMenuEntry[];
  home: string;
  onNavigate: () => void;
}) {
  const { pathname } = useLocation();
  // The area's home is active only on itself; other entries also on pages below them.
  const isActive = (entry: ShellMenuEntry) =>
    entry.to !== undefined &&
    [entry.to, ...(entry.alsoActiveOn ?? [])].some((path) =>
      matchPath({ path, end: path === home }, pathname),
    );

  return (
    <List>
      {entries.map((entry) => {
        const active = isActive(entry);
        const linkProps = entry.to ? { component: RouterLink, to: entry.to } : {};
        return (
          <ListItemButton
            key={entry.label}
            {...linkProps}
            selected={active}
            aria-current={active ? 'page' : undefined}
            onClick={() => {
              entry.onClick?.();
              onNavigate();
            }}
            sx={{
              mx: 1,
              borderRadius: 1,
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              },
              '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.contrastText' },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{entry.icon}</ListItemIcon>
            <ListItemText primary={entry.label} />
            {entry.badge && entry.badge.count > 0 && (
              <Chip
                size="small"
                color="error"
                label={entry.badge.count}
                aria-label={entry.badge.label}
                sx={{ ml: 1, height: 22, fontWeight: 700 }}
              />
            )}
          </ListItemButton>
        );
      })}
    </List>
  );
}
