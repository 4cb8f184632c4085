import type { ShopResponse } from '@tecnobazar/shared';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';

/** A shop's public page: the seller's name (ACTIVE shops only), its products' rating and its sales. */
export function createShopsService(deps: {
  sellers: SellersService;
  catalog: CatalogService;
  orders: OrdersService;
}) {
  return {
    async shop(sellerId: number): Promise<ShopResponse> {
      const seller = await deps.sellers.publicSeller(sellerId);
      const [ratings, counts] = await Promise.all([
        deps.catalog.shopRatings(sellerId),
        deps.orders.countsForSeller(sellerId),
      ]);
      return {
        id: seller.id,
        businessName: seller.businessDetails.businessName,
        ...ratings,
        salesCount: counts.orders - counts.cancelled,
      };
    },
  };
}
export type ShopsService = ReturnType<typeof createShopsService>;
