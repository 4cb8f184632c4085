import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DiscountOutlined from '@mui/icons-material/DiscountOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import InventoryOutlined from '@mui/icons-material/InventoryOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Logout from '@mui/icons-material/Logout';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { DashboardShell, type ShellMenuEntry } from '@/components/layout/dashboard-shell';
import { paths } from '@/config/paths';
import { useLogout, useUserProfile } from '@/lib/session/session';

/**
 * The admin area's frame: the spec's menu first, then the pages the spec's menu cannot reach
 * (product.md#where-we-differ): 'Vendedores', 'Aprobación de productos' (decision 0028), 'Ofertas', 'Categorías electrónicas', 'Pagos', 'Comisiones', 'Reseñas',
 * 'Devoluciones' and 'Auditoría'.
 */
export function AdminLayout() {
  const logout = useLogout();
  const { profile } = useUserProfile();

  const menu: ShellMenuEntry[] = [
    { label: 'Panel de control', icon: <DashboardOutlined />, to: paths.admin },
    { label: 'Cupones', icon: <LocalOfferOutlined />, to: paths.adminCoupons },
    { label: 'Agregar nuevo cupón', icon: <AddCircleOutline />, to: paths.adminAddCoupon },
    { label: 'Página de inicio', icon: <HomeOutlined />, to: paths.adminHomeGrid },
    { label: 'Vendedores', icon: <StorefrontOutlined />, to: paths.adminSellers },
    { label: 'Aprobación de productos', icon: <InventoryOutlined />, to: paths.adminProductApproval },
    { label: 'Ofertas', icon: <DiscountOutlined />, to: paths.adminDeals },
    { label: 'Categorías electrónicas', icon: <CategoryOutlined />, to: paths.adminElectronicsCategory },
    { label: 'Pagos', icon: <PaymentsOutlined />, to: paths.adminPayouts },
    { label: 'Comisiones', icon: <PercentOutlined />, to: paths.adminCommissions },
    { label: 'Reseñas', icon: <RateReviewOutlined />, to: paths.adminReviews },
    { label: 'Devoluciones', icon: <AssignmentReturnOutlined />, to: paths.adminReturns },
    { label: 'Auditoría', icon: <FactCheckOutlined />, to: paths.adminAudit },
  ];
  const secondaryMenu: ShellMenuEntry[] = [
    { label: 'Verificación en dos pasos', icon: <SecurityOutlined />, to: paths.adminSecurity },
    { label: 'Cerrar sesión', icon: <Logout />, onClick: logout },
  ];

  return (
    <DashboardShell
      home={paths.admin}
      areaName="Administrador"
      accountName={profile?.fullName}
      menu={menu}
      secondaryMenu={secondaryMenu}
    />
  );
}
