export * from './schemas/auth.ts';
export * from './schemas/catalog.ts';
export * from './schemas/common.ts';
export * from './schemas/seller.ts';
