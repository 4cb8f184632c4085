import { Navigate, Outlet, useLocation } from 'react-router';
import { useTwoFactorStatus } from '@/api/two-factor';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { useSellerProfile, useUserProfile } from '@/lib/session/session';

/** The seller area exists only while a seller profile is loaded; anyone else is sent to sign in as one. */
export function SellerArea() {
  const { profile: seller, loading } = useSellerProfile();
  if (loading) return <PageLoader />;
  return seller?.id === undefined ? <Navigate to={paths.becomeSeller} replace /> : <Outlet />;
}

/**
 * The admin area exists only while the signed-in user's role is ROLE_ADMIN. Where the server requires a
 * second factor for admins (production), every admin page but the security page waits until it is on.
 */
export function AdminArea() {
  const { profile: user, loading } = useUserProfile();
  const isAdmin = user?.role === 'ROLE_ADMIN';
  const { status, loading: statusLoading } = useTwoFactorStatus('admin', isAdmin);
  const { pathname } = useLocation();
  if (loading || statusLoading) return <PageLoader />;
  if (!isAdmin) return <NotFoundPage />;
  if (status?.required && !status.enabled && pathname !== paths.adminSecurity)
    return <Navigate to={paths.adminSecurity} replace />;
  return <Outlet />;
}
