import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useCartCount } from '@/api/cart';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { paths } from './paths';
import { useSellerProfile, useUserProfile } from './session';

export function RootLayout() {
  const { profile: user } = useUserProfile();
  const { profile: seller } = useSellerProfile();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'ROLE_ADMIN';
  // Only a shopper's or admin's token has a cart; a seller's would be refused.
  const cartCount = useCartCount(user !== undefined);

  useEffect(() => {
    // Runs when the admin's profile arrives; reading the address here keeps a reloaded admin page in place.
    if (isAdmin && !window.location.pathname.startsWith(paths.admin)) navigate(paths.admin);
  }, [isAdmin, navigate]);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header fullName={user?.fullName} sellerSignedIn={seller?.id !== undefined} cartCount={cartCount} />
      <Box component="main" sx={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}
