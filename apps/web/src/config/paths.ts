export const paths = {
  home: '/',
  products: { path: '/products/:categoryId', getHref: (categoryId: string) => `/products/${categoryId}` },
  productDetails: {
    path: '/product-details/:categoryId/:name/:productId',
    getHref: (categoryId: string, title: string, productId: number) =>
      `/product-details/${categoryId}/${slugify(title)}/${productId}`,
  },
  search: '/search-products',
  shop: { path: '/tiendas/:sellerId', getHref: (sellerId: number) => `/tiendas/${sellerId}` },
  reviews: { path: '/reviews/:productId', getHref: (productId: number) => `/reviews/${productId}` },
  createReview: {
    path: '/reviews/:productId/create',
    /** With `editReviewId`, the form edits that review of the signed-in shopper. */
    getHref: (productId: number, editReviewId?: number) =>
      `/reviews/${productId}/create${editReviewId === undefined ? '' : `?editar=${editReviewId}`}`,
  },
  cart: '/cart',
  wishlist: '/wishlist',
  /** "Arma tu PC" (issue 34): the builder, on the build the browser has open. */
  builder: '/armar-pc',
  /** A saved build's public page, to share. */
  sharedBuild: { path: '/armados/:buildId', getHref: (buildId: string) => `/armados/${buildId}` },
  account: {
    root: '/account',
    orders: '/account/orders',
    /** An order's purchase: what was paid, the receipt. */
    purchase: {
      path: '/account/orders/:orderId',
      getHref: (orderId: number) => `/account/orders/${orderId}`,
    },
    profile: '/account/profile',
  },
  login: '/login',
  becomeSeller: '/become-seller',
  seller: '/seller',
  sellerProducts: '/seller/products',
  sellerAddProduct: '/seller/add-product',
  sellerUpdateProduct: {
    path: '/seller/update-product/:productId',
    getHref: (productId: number) => `/seller/update-product/${productId}`,
  },
  // The spec's spelling; /seller/inventory redirects here.
  sellerInventory: '/seller/invetory',
  sellerAccount: '/seller/account',
  sellerOrders: '/seller/orders',
  sellerReturns: '/seller/returns',
  sellerShipping: '/seller/shipping',
  sellerPayment: '/seller/payment',
  sellerStatements: '/seller/statements',
  sellerOfferImport: '/seller/import-offers',
  sellerProposals: '/seller/proposals',
  sellerSecurity: '/seller/security',
  sellerReviews: '/seller/reviews',
  admin: '/admin',
  adminCoupons: '/admin/coupon',
  adminAddCoupon: '/admin/add-coupon',
  adminHomeGrid: '/admin/home-grid',
  adminSellers: '/admin/sellers',
  adminProductApproval: '/admin/product-approval',
  adminDeals: '/admin/deals',
  adminElectronicsCategory: '/admin/electronics-category',
  adminPayouts: '/admin/payouts',
  adminAudit: '/admin/audit',
  adminCommissions: '/admin/commissions',
  adminReviews: '/admin/reviews',
  adminReturns: '/admin/returns',
  adminSecurity: '/admin/security',
  adminLogin: '/admin-login',
  verifySeller: { path: '/verify-seller/:otp' },
  sellerAccountVerified: '/seller-account-verified',
  paypalSuccess: '/paypal/success',
  paypalCancel: '/paypal/cancel',
} as const;

/** The product's title as a readable URL segment; only the id identifies the product. */
function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug || 'producto';
}
