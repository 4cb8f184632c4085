import { Outlet } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { NotFoundPage } from './not-found-page';
import { useSellerProfile, useUserProfile } from './session';

/** The seller area exists only while a seller profile is loaded. */
export function SellerArea() {
  const { profile: seller, loading } = useSellerProfile();
  if (loading) return <PageLoader />;
  return seller?.id === undefined ? <NotFoundPage /> : <Outlet />;
}

/** The admin area exists only while the signed-in user's role is ROLE_ADMIN. */
export function AdminArea() {
  const { profile: user, loading } = useUserProfile();
  if (loading) return <PageLoader />;
  return user?.role === 'ROLE_ADMIN' ? <Outlet /> : <NotFoundPage />;
}
