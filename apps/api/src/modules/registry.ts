import type { AccountChecks } from '../lib/auth-guard.ts';
import type { AppModule, Platform } from '../platform.ts';
import { addressesModule } from './addresses/addresses.module.ts';
import { auditModule } from './audit/audit.module.ts';
import { authModule } from './auth/auth.module.ts';
import { buildsModule } from './builds/builds.module.ts';
import { cartModule } from './cart/cart.module.ts';
import { catalogModule } from './catalog/catalog.module.ts';
import { checkoutModule } from './checkout/checkout.module.ts';
import { commissionsModule } from './commissions/commissions.module.ts';
import { couponsModule } from './coupons/coupons.module.ts';
import { dashboardModule } from './dashboard/dashboard.module.ts';
import { devModule } from './dev/dev.module.ts';
import { documentsModule } from './documents/documents.module.ts';
import { fulfilmentModule } from './fulfilment/fulfilment.module.ts';
import { healthModule } from './health/health.module.ts';
import { homeModule } from './home/home.module.ts';
import { mediaModule } from './media/media.module.ts';
import { messagesModule } from './messages/messages.module.ts';
import { notificationsModule } from './notifications/notifications.module.ts';
import { offerImportsModule } from './offer-imports/offer-imports.module.ts';
import { ordersModule } from './orders/orders.module.ts';
import { payoutsModule } from './payouts/payouts.module.ts';
import { returnsModule } from './returns/returns.module.ts';
import { reviewsModule } from './reviews/reviews.module.ts';
import { salesModule } from './sales/sales.module.ts';
import { searchModule } from './search/search.module.ts';
import { sellerScoresModule } from './seller-scores/seller-scores.module.ts';
import { sellersModule } from './sellers/sellers.module.ts';
import type { SellersService } from './sellers/sellers.service.ts';
import { shippingModule } from './shipping/shipping.module.ts';
import { shopsModule } from './shops/shops.module.ts';
import { transactionsModule } from './transactions/transactions.module.ts';
import { twoFactorModule } from './two-factor/two-factor.module.ts';
import { uploadsModule } from './uploads/uploads.module.ts';
import { usersModule } from './users/users.module.ts';
import { wishlistModule } from './wishlist/wishlist.module.ts';

/**
 * Every module, in dependency order: each line names the services its module is built from, so modules
 * depend on each other one way only and import each other's services as types alone. A new module is one
 * import and one line here; the app registers each one's routes under /v1 (architecture.test.ts checks
 * these rules).
 *
 * Where a route goes: the module whose service answers it, whatever its path, in the file of its audience:
 * `<domain>.routes.ts` (public and shopper), `<domain>.seller.routes.ts`, `<domain>.admin.routes.ts`. Each
 * file declares its guard once, `app.addHook('onRequest', app.guards.admin)`; public and shopper routes
 * sharing a file put the shopper ones in one guarded scope.
 */
export function createModules(p: Platform) {
  const modules: AppModule[] = [];
  const add = <M extends AppModule>(module: M): M => {
    modules.push(module);
    return module;
  };

  add(healthModule(p));
  const { users } = add(usersModule(p));
  const { notifications } = add(notificationsModule(p, { users }));
  const { addresses } = add(addressesModule(p));
  // The log names the shops and products it mentions: these reach services built below, at request time.
  const { audit } = add(
    auditModule(p, {
      users,
      names: {
        shops: (ids): Promise<Map<number, string>> => sellers.businessNames(ids),
        titles: (ids): Promise<Map<number, string>> => catalog.titles(ids),
      },
    }),
  );
  // Seller sign-in asks the second factor, which reads seller accounts back: the getter reaches the
  // sellers service, built below, when a request needs it.
  const { twoFactor } = add(twoFactorModule(p, { users, sellers: (): SellersService => sellers }));
  const { otp } = add(authModule(p, { users, twoFactor }));
  const { sellers } = add(sellersModule(p, { otp, twoFactor, audit, notifications }));
  const { catalog, offerBulk } = add(catalogModule(p, { sellers, audit }));
  add(offerImportsModule(p, { offerBulk }));
  add(searchModule(p, { catalog }));
  const { home } = add(homeModule(p, { audit, catalog }));
  add(wishlistModule(p, { catalog }));
  add(buildsModule(p, { catalog }));
  const { coupons } = add(couponsModule(p, { audit }));
  const { shipping } = add(shippingModule(p));
  const { cart } = add(cartModule(p, { catalog, coupons, shipping, addresses }));
  const { orders } = add(ordersModule(p, { sellers, users }));
  const { messages } = add(messagesModule(p, { orders, users, sellers, notifications }));
  add(shopsModule({ sellers, catalog, orders }));
  const { commissions } = add(commissionsModule(p, { audit, catalog, sellers }));
  const { transactions, ledgerReports } = add(transactionsModule(p, { commissions }));
  const { checkout } = add(
    checkoutModule(p, {
      cart,
      catalog,
      coupons,
      orders,
      transactions,
      addresses,
      users,
      sellers,
      notifications,
    }),
  );
  add(
    fulfilmentModule(p, {
      orders,
      catalog,
      transactions,
      checkout,
      coupons,
      users,
      sellers,
      notifications,
      // The returns service is built below; a receipt asks it at request time.
      returnsRefunded: (orderIds): Promise<number> => returns.refundedForOrders(orderIds),
    }),
  );
  const { returns } = add(
    returnsModule(p, {
      orders,
      catalog,
      transactions,
      checkout,
      users,
      sellers,
      notifications,
      messages,
      audit,
    }),
  );
  const { payouts } = add(payoutsModule(p, { transactions, audit, sellers, notifications }));
  add(documentsModule(p, { orders, sellers, users, transactions }));
  add(dashboardModule(p, { ledgerReports, orders, payouts, sellers }));
  add(salesModule(p, { orders, ledgerReports }));
  const { reviews } = add(reviewsModule(p, { catalog, orders, users, audit, sellers }));
  add(sellerScoresModule(p, { reviews, orders }));
  add(
    uploadsModule(p, {
      inUse: [
        catalog.uploadsInUse,
        reviews.uploadsInUse,
        home.uploadsInUse,
        orders.uploadsInUse,
        checkout.uploadsInUse,
        messages.uploadsInUse,
        returns.uploadsInUse,
      ],
    }),
  );
  add(mediaModule());
  add(devModule(p));

  /** What the route guards read on every call, so a token never outlives a change of role or status. */
  const accounts: AccountChecks = {
    userSession: users.session,
    assertSellerMayAct: sellers.assertMayAct,
    adminNeedsSecondFactor: async (id) =>
      p.config.ADMIN_2FA_REQUIRED && !(await twoFactor.isEnabled('user', id)),
  };
  return { modules, accounts };
}
