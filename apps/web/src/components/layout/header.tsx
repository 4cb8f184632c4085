import DesktopWindowsOutlined from '@mui/icons-material/DesktopWindowsOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import MenuIcon from '@mui/icons-material/Menu';
import PersonOutline from '@mui/icons-material/PersonOutline';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import Storefront from '@mui/icons-material/Storefront';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { CategoryMenu } from './category-menu';

const HEADER_HEIGHT = 70;

// The drawer (and MUI's Drawer, Modal and Collapse under it) loads when first wanted, not before the first
// paint; pointing at or focusing the button starts the download before the click.
const loadCategoryDrawer = () => import('./category-drawer');
const CategoryDrawer = lazy(() => loadCategoryDrawer().then((m) => ({ default: m.CategoryDrawer })));

interface HeaderProps {
  /** The signed-in user's full name; absent when signed out. */
  fullName?: string;
  /** The signed-in seller's shop name; absent unless a seller is signed in. */
  shopName?: string;
  /** Units in the cart (the server's `totalItem`); 0 when signed out. */
  cartCount: number;
  /** Messages from shops the shopper has not read; 0 when signed out. */
  unreadMessages?: number;
}

export function Header({ fullName, shopName, cartCount, unreadMessages = 0 }: HeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so that closing it still slides it out.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const firstName = fullName?.trim().split(/\s+/)[0];

  return (
    <AppBar position="sticky" color="inherit" elevation={1}>
      <Toolbar sx={{ height: HEADER_HEIGHT, px: { xs: 0.5, sm: 2 } }}>
        <IconButton
          aria-label="Abrir menú de categorías"
          onPointerEnter={loadCategoryDrawer}
          onFocus={loadCategoryDrawer}
          onClick={() => {
            setDrawerWanted(true);
            setDrawerOpen(true);
          }}
          sx={{ display: { lg: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Link
          component={RouterLink}
          to={paths.home}
          underline="none"
          sx={{
            fontSize: { xs: 18, sm: 24 },
            fontWeight: 700,
            color: 'primary.main',
            mr: { xs: 1, sm: 2 },
            flexShrink: 0,
          }}
        >
          TecnoBazar
        </Link>
        <CategoryMenu />
        <Box sx={{ flexGrow: 1 }} />
        <IconButton component={RouterLink} to={paths.builder} aria-label="Arma tu PC" title="Arma tu PC">
          <DesktopWindowsOutlined />
        </IconButton>
        <IconButton component={RouterLink} to={paths.search} aria-label="Buscar productos">
          <SearchIcon />
        </IconButton>
        {firstName ? (
          <Button
            component={RouterLink}
            to={paths.account.orders}
            color="inherit"
            // The name leads to 'Mis pedidos'; the badge counts the shops' messages not read yet.
            aria-label={
              unreadMessages > 0
                ? `${firstName}, ${unreadMessages} ${unreadMessages === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}`
                : undefined
            }
            startIcon={
              unreadMessages > 0 ? (
                <Badge badgeContent={unreadMessages} color="error">
                  <PersonOutline />
                </Badge>
              ) : (
                <PersonOutline />
              )
            }
            sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0 }}
          >
            {firstName}
          </Button>
        ) : shopName ? (
          <Button
            component={RouterLink}
            to={paths.seller}
            color="inherit"
            startIcon={<Storefront />}
            title={shopName}
            sx={{ textTransform: 'none', fontWeight: 600, minWidth: 0, maxWidth: { xs: 132, sm: 240 } }}
          >
            {/* A long shop name is cut short on screen; the link's name keeps all of it. */}
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
              {shopName}
            </Box>
          </Button>
        ) : (
          <Button
            component={RouterLink}
            to={paths.login}
            variant="contained"
            aria-label="Iniciar sesión"
            sx={{ flexShrink: 0, minWidth: 0, px: { xs: 1, sm: 2 }, whiteSpace: 'nowrap' }}
          >
            {/* Phones show only the icon; the label stays the button's accessible name. */}
            <PersonOutline sx={{ display: { sm: 'none' } }} />
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              Iniciar sesión
            </Box>
          </Button>
        )}
        <IconButton component={RouterLink} to={paths.wishlist} aria-label="Lista de deseos">
          <FavoriteBorder />
        </IconButton>
        <IconButton
          component={RouterLink}
          to={paths.cart}
          // The badge hides at 0 but keeps its last number in the page; the name says the count instead.
          aria-label={
            cartCount > 0 ? `Carrito, ${cartCount} ${cartCount === 1 ? 'artículo' : 'artículos'}` : 'Carrito'
          }
        >
          <Badge badgeContent={cartCount} color="primary">
            <ShoppingCartOutlined />
          </Badge>
        </IconButton>
        {/* A signed-in seller reaches the seller area from the shop name instead. */}
        {!shopName && (
          <Button
            component={RouterLink}
            to={paths.becomeSeller}
            variant="outlined"
            startIcon={<Storefront />}
            sx={{ display: { xs: 'none', lg: 'inline-flex' }, flexShrink: 0, ml: 0.5, whiteSpace: 'nowrap' }}
          >
            INICIA COMO VENDEDOR
          </Button>
        )}
      </Toolbar>
      {drawerWanted && (
        <Suspense fallback={null}>
          <CategoryDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
