import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorPage } from '@/app/error-page';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';

// Only what the first paint needs is imported here: the loader and the error page. The layouts, the area
// guards and the store they read load with the page, beside it (main.tsx), like every page module.
const rootLayout = () => import('@/app/root-layout');
const routeGuards = () => import('@/app/route-guards');
const notFound = {
  lazy: () => import('@/components/not-found-page').then((m) => ({ Component: m.NotFoundPage })),
};

const storeRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => import('@/features/home/home-page').then((m) => ({ Component: m.HomePage })),
  },
  {
    path: paths.products.path,
    lazy: () =>
      import('@/features/products/product-list-page').then((m) => ({ Component: m.ProductListPage })),
  },
  {
    path: paths.productDetails.path,
    lazy: () =>
      import('@/features/products/product-details-page').then((m) => ({
        Component: m.ProductDetailsPage,
      })),
  },
  {
    path: paths.shop.path,
    lazy: () => import('@/features/shops/shop-page').then((m) => ({ Component: m.ShopPage })),
  },
  {
    path: paths.search,
    lazy: () => import('@/features/search/search-page').then((m) => ({ Component: m.SearchPage })),
  },
  {
    path: paths.reviews.path,
    lazy: () => import('@/features/reviews/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
  },
  {
    path: paths.createReview.path,
    lazy: () =>
      import('@/features/reviews/create-review-page').then((m) => ({ Component: m.CreateReviewPage })),
  },
  {
    path: paths.cart,
    lazy: () => import('@/features/cart/cart-page').then((m) => ({ Component: m.CartPage })),
  },
  {
    path: paths.wishlist,
    lazy: () => import('@/features/wishlist/wishlist-page').then((m) => ({ Component: m.WishlistPage })),
  },
  {
    path: paths.builder,
    lazy: () => import('@/features/builds/builder-page').then((m) => ({ Component: m.BuilderPage })),
  },
  {
    path: paths.sharedBuild.path,
    lazy: () => import('@/features/builds/shared-build-page').then((m) => ({ Component: m.SharedBuildPage })),
  },
  {
    path: paths.account.root,
    lazy: () => import('@/features/account/account-layout').then((m) => ({ Component: m.AccountLayout })),
    children: [
      { index: true, element: <Navigate to={paths.account.orders} replace /> },
      {
        path: paths.account.orders,
        lazy: () => import('@/features/account/orders-page').then((m) => ({ Component: m.OrdersPage })),
      },
      {
        path: paths.account.purchase.path,
        lazy: () => import('@/features/account/purchase-page').then((m) => ({ Component: m.PurchasePage })),
      },
      {
        path: paths.account.profile,
        lazy: () => import('@/features/account/profile-page').then((m) => ({ Component: m.ProfilePage })),
      },
    ],
  },
  {
    path: paths.login,
    lazy: () => import('@/features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: paths.adminLogin,
    lazy: () => import('@/features/auth/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
  },
  {
    path: paths.becomeSeller,
    lazy: () =>
      import('@/features/sellers/become-seller-page').then((m) => ({ Component: m.BecomeSellerPage })),
  },
  {
    path: paths.verifySeller.path,
    lazy: () =>
      import('@/features/sellers/verify-seller-page').then((m) => ({ Component: m.VerifySellerPage })),
  },
  {
    path: paths.sellerAccountVerified,
    lazy: () =>
      import('@/features/sellers/seller-account-verified-page').then((m) => ({
        Component: m.SellerAccountVerifiedPage,
      })),
  },
  {
    path: paths.paypalSuccess,
    lazy: () =>
      import('@/features/payments/paypal-success-page').then((m) => ({ Component: m.PaypalSuccessPage })),
  },
  {
    path: paths.paypalCancel,
    lazy: () =>
      import('@/features/payments/paypal-cancel-page').then((m) => ({ Component: m.PaypalCancelPage })),
  },
  { path: '*', ...notFound },
];

/**
 * The seller area (product.md#seller-area), in its own frame; it exists only while a seller profile is
 * loaded.
 */
const sellerRoutes: RouteObject = {
  path: paths.seller,
  lazy: () => routeGuards().then((m) => ({ Component: m.SellerArea })),
  children: [
    {
      lazy: () => import('@/features/seller-area/seller-layout').then((m) => ({ Component: m.SellerLayout })),
      children: [
        {
          index: true,
          lazy: () =>
            import('@/features/seller-area/seller-dashboard-page').then((m) => ({
              Component: m.SellerDashboardPage,
            })),
        },
        {
          path: paths.sellerProducts,
          lazy: () =>
            import('@/features/seller-area/products/seller-products-page').then((m) => ({
              Component: m.SellerProductsPage,
            })),
        },
        {
          path: paths.sellerAddProduct,
          lazy: () =>
            import('@/features/seller-area/products/add-product-page').then((m) => ({
              Component: m.AddProductPage,
            })),
        },
        {
          path: paths.sellerUpdateProduct.path,
          lazy: () =>
            import('@/features/seller-area/products/update-product-page').then((m) => ({
              Component: m.UpdateProductPage,
            })),
        },
        {
          path: paths.sellerInventory,
          lazy: () =>
            import('@/features/seller-area/inventory/inventory-page').then((m) => ({
              Component: m.InventoryPage,
            })),
        },
        { path: '/seller/inventory', element: <Navigate to={paths.sellerInventory} replace /> },
        {
          path: paths.sellerAccount,
          lazy: () =>
            import('@/features/seller-area/account/seller-account-page').then((m) => ({
              Component: m.SellerAccountPage,
            })),
        },
        {
          path: paths.sellerOrders,
          lazy: () =>
            import('@/features/seller-area/orders/seller-orders-page').then((m) => ({
              Component: m.SellerOrdersPage,
            })),
        },
        {
          path: paths.sellerReturns,
          lazy: () =>
            import('@/features/seller-area/returns/seller-returns-page').then((m) => ({
              Component: m.SellerReturnsPage,
            })),
        },
        {
          path: paths.sellerShipping,
          lazy: () =>
            import('@/features/seller-area/shipping/seller-shipping-page').then((m) => ({
              Component: m.SellerShippingPage,
            })),
        },
        {
          path: paths.sellerProposals,
          lazy: () =>
            import('@/features/seller-area/proposals/seller-proposals-page').then((m) => ({
              Component: m.SellerProposalsPage,
            })),
        },
        {
          path: paths.sellerOfferImport,
          lazy: () =>
            import('@/features/seller-area/offer-import/offer-import-page').then((m) => ({
              Component: m.OfferImportPage,
            })),
        },
        {
          path: paths.sellerStatements,
          lazy: () =>
            import('@/features/seller-area/statements/seller-statements-page').then((m) => ({
              Component: m.SellerStatementsPage,
            })),
        },
        {
          path: paths.sellerPayment,
          lazy: () =>
            import('@/features/seller-area/payments/seller-payments-page').then((m) => ({
              Component: m.SellerPaymentsPage,
            })),
        },
        {
          path: paths.sellerReviews,
          lazy: () =>
            import('@/features/seller-area/reviews/seller-reviews-page').then((m) => ({
              Component: m.SellerReviewsPage,
            })),
        },
        {
          path: paths.sellerSecurity,
          lazy: () =>
            import('@/features/two-factor/two-factor-page').then((m) => ({
              Component: m.SellerSecurityPage,
            })),
        },
        { path: '*', ...notFound },
      ],
    },
  ],
};

/**
 * The admin area (product.md#admin-area), in its own frame like the seller's. AdminArea keeps the rules: the
 * admin role, and the second factor where the server requires it.
 */
const adminRoutes: RouteObject = {
  path: paths.admin,
  lazy: () => routeGuards().then((m) => ({ Component: m.AdminArea })),
  children: [
    {
      lazy: () => import('@/features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
      children: [
        {
          index: true,
          lazy: () =>
            import('@/features/admin/admin-dashboard-page').then((m) => ({
              Component: m.AdminDashboardPage,
            })),
        },
        {
          path: paths.adminSellers,
          lazy: () =>
            import('@/features/admin/sellers/admin-sellers-page').then((m) => ({
              Component: m.AdminSellersPage,
            })),
        },
        {
          path: paths.adminProductApproval,
          lazy: () =>
            import('@/features/admin/catalog/product-approval-page').then((m) => ({
              Component: m.ProductApprovalPage,
            })),
        },
        {
          path: paths.adminCoupons,
          lazy: () =>
            import('@/features/admin/coupons/coupons-page').then((m) => ({ Component: m.CouponsPage })),
        },
        {
          path: paths.adminAddCoupon,
          lazy: () =>
            import('@/features/admin/coupons/add-coupon-page').then((m) => ({ Component: m.AddCouponPage })),
        },
        {
          path: paths.adminHomeGrid,
          lazy: () =>
            import('@/features/admin/home/home-categories-page').then((m) => ({ Component: m.HomeGridPage })),
        },
        {
          path: paths.adminElectronicsCategory,
          lazy: () =>
            import('@/features/admin/home/home-categories-page').then((m) => ({
              Component: m.ElectronicsCategoryPage,
            })),
        },
        {
          path: paths.adminDeals,
          lazy: () => import('@/features/admin/deals/deals-page').then((m) => ({ Component: m.DealsPage })),
        },
        {
          path: paths.adminPayouts,
          lazy: () =>
            import('@/features/admin/payouts/admin-payouts-page').then((m) => ({
              Component: m.AdminPayoutsPage,
            })),
        },
        {
          path: paths.adminCommissions,
          lazy: () =>
            import('@/features/admin/commissions/commissions-page').then((m) => ({
              Component: m.CommissionsPage,
            })),
        },
        {
          path: paths.adminAudit,
          lazy: () => import('@/features/admin/audit/audit-page').then((m) => ({ Component: m.AuditPage })),
        },
        {
          path: paths.adminReturns,
          lazy: () =>
            import('@/features/admin/returns/admin-returns-page').then((m) => ({
              Component: m.AdminReturnsPage,
            })),
        },
        {
          path: paths.adminReviews,
          lazy: () =>
            import('@/features/admin/reviews/reported-reviews-page').then((m) => ({
              Component: m.ReportedReviewsPage,
            })),
        },
        {
          path: paths.adminSecurity,
          lazy: () =>
            import('@/features/two-factor/two-factor-page').then((m) => ({
              Component: m.AdminSecurityPage,
            })),
        },
        { path: '*', ...notFound },
      ],
    },
  ],
};

export const routes: RouteObject[] = [
  {
    path: paths.home,
    lazy: () => rootLayout().then((m) => ({ Component: m.RootLayout })),
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageLoader,
    children: [
      { lazy: () => rootLayout().then((m) => ({ Component: m.StoreLayout })), children: storeRoutes },
      sellerRoutes,
      adminRoutes,
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
