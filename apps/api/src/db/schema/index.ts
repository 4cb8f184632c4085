export * from './catalog.ts';
export * from './orders.ts';
export * from './sellers.ts';
export * from './shopping.ts';
export * from './two-factor.ts';
export * from './users.ts';
