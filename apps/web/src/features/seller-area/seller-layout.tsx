import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AddBoxOutlined from '@mui/icons-material/AddBoxOutlined';
import AssignmentReturnOutlined from '@mui/icons-material/AssignmentReturnOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Logout from '@mui/icons-material/Logout';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import { useUnreadMessages } from '@/api/messages';
import { DashboardShell, type ShellMenuEntry } from '@/components/layout/dashboard-shell';
import { paths } from '@/config/paths';
import { useLogout, useSellerProfile } from '@/lib/session/session';

/**
 * The seller area's frame: the spec's menu, plus Inventario (product.md#seller-area), Reseñas (the replies
 * to the reviews of the seller's products) and Extractos (monthly statements), which the spec's menu cannot reach.
 */
export function SellerLayout() {
  const logout = useLogout();
  const { profile } = useSellerProfile();
  const unread = useUnreadMessages('seller', profile !== undefined).data?.unread ?? 0;

  const menu: ShellMenuEntry[] = [
    { label: 'Panel de control', icon: <DashboardOutlined />, to: paths.seller },
    {
      label: 'Ventas',
      icon: <ShoppingBagOutlined />,
      to: paths.sellerOrders,
      badge: { count: unread, label: `${unread} ${unread === 1 ? 'mensaje sin leer' : 'mensajes sin leer'}` },
    },
    { label: 'Devoluciones', icon: <AssignmentReturnOutlined />, to: paths.sellerReturns },
    {
      label: 'Productos',
      icon: <Inventory2Outlined />,
      to: paths.sellerProducts,
      alsoActiveOn: [paths.sellerUpdateProduct.path],
    },
    { label: 'Agregar Producto', icon: <AddBoxOutlined />, to: paths.sellerAddProduct },
    { label: 'Importar publicaciones', icon: <UploadFileOutlined />, to: paths.sellerOfferImport },
    { label: 'Mis propuestas', icon: <FactCheckOutlined />, to: paths.sellerProposals },
    { label: 'Inventario', icon: <WarehouseOutlined />, to: paths.sellerInventory },
    { label: 'Reseñas', icon: <RateReviewOutlined />, to: paths.sellerReviews },
    { label: 'Envíos', icon: <LocalShippingOutlined />, to: paths.sellerShipping },
    { label: 'Pago', icon: <PaymentsOutlined />, to: paths.sellerPayment },
    { label: 'Extractos', icon: <ReceiptLongOutlined />, to: paths.sellerStatements },
  ];
  const secondaryMenu: ShellMenuEntry[] = [
    { label: 'Cuenta', icon: <AccountCircleOutlined />, to: paths.sellerAccount },
    { label: 'Verificación en dos pasos', icon: <SecurityOutlined />, to: paths.sellerSecurity },
    { label: 'Cerrar sesión', icon: <Logout />, onClick: logout },
  ];

  return (
    <DashboardShell
      home={paths.seller}
      areaName="Vendedor"
      accountName={profile?.businessDetails.businessName}
      menu={menu}
      secondaryMenu={secondaryMenu}
    />
  );
}
