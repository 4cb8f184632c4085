import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useCartCount } from '@/api/cart';
import { useUnreadMessages } from '@/api/messages';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { paths } from '@/config/paths';
import { useSellerProfile, useUserProfile } from '@/lib/session/session';

/** Every page: sends an admin to the admin area once the profile says so. */
export function RootLayout() {
  const { profile: user } = useUserProfile();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'ROLE_ADMIN';
  // The address as the effect runs, without running it again on every page change.
  const pathname = useRef('');
  pathname.current = useLocation().pathname;

  useEffect(() => {
    // Runs when the admin's profile arrives; reading the address here keeps a reloaded admin page in place.
    if (isAdmin && !pathname.current.startsWith(paths.admin)) navigate(paths.admin);
  }, [isAdmin, navigate]);

  return <Outlet />;
}

/** The store's pages: header, page, footer. The seller area has its own frame. */
export function StoreLayout() {
  const { profile: user } = useUserProfile();
  const { profile: seller } = useSellerProfile();
  // Only a shopper's or admin's token has a cart; a seller's would be refused.
  const cartCount = useCartCount(user !== undefined);
  const unread = useUnreadMessages('buyer', user?.role === 'ROLE_CUSTOMER');

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header
        fullName={user?.fullName}
        shopName={seller?.businessDetails.businessName}
        cartCount={cartCount}
        unreadMessages={unread.data?.unread ?? 0}
      />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
