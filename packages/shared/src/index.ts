export * from './schemas/auth.ts';
export * from './schemas/cart.ts';
export * from './schemas/catalog.ts';
export * from './schemas/common.ts';
export * from './schemas/coupon.ts';
export * from './schemas/order.ts';
export * from './schemas/seller.ts';
export * from './schemas/two-factor.ts';
