// Every table, for the database client's typed queries and for drizzle-kit. Services import the file of
// the tables they own (one domain per file), never this one.
export * from './addresses.ts';
export * from './audit.ts';
export * from './auth.ts';
export * from './cart.ts';
export * from './catalog.ts';
export * from './checkout.ts';
export * from './commissions.ts';
export * from './coupon-redemptions.ts';
export * from './coupons.ts';
export * from './dev-payments.ts';
export * from './fulfilment.ts';
export * from './home.ts';
export * from './mail.ts';
export * from './messages.ts';
export * from './notifications.ts';
export * from './orders.ts';
export * from './payouts.ts';
export * from './returns.ts';
export * from './reviews.ts';
export * from './seller-scores.ts';
export * from './sellers.ts';
export * from './shipping.ts';
export * from './transactions.ts';
export * from './two-factor.ts';
export * from './users.ts';
export * from './wishlist.ts';
