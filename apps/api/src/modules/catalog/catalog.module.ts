import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import { catalogAdminRoutes } from './catalog.admin.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { catalogSellerRoutes } from './catalog.seller.routes.ts';
import { createCatalogService } from './catalog.service.ts';
import { createOfferBulk } from './offer-bulk.ts';
import { createProductApproval } from './product-approval.ts';
import { createProductMerge } from './product-merge.ts';
import { createProductVariants } from './product-variants.ts';
import { createSellerProductsService } from './seller-products.service.ts';

export function catalogModule(
  { db, config, clock, changes, mailer }: Platform,
  deps: {
    sellers: Pick<SellersService, 'assertMayPublish' | 'isTrusted' | 'businessNames' | 'mailContacts'>;
    audit: AuditService;
  },
) {
  const catalog = createCatalogService({ db, clock, changes });
  const sellerProducts = createSellerProductsService({
    db,
    catalog,
    sellerAccounts: deps.sellers,
    media: config,
    changes,
  });
  const variants = createProductVariants({
    db,
    categoryTree: catalog.categoryTree,
    sellers: deps.sellers,
    changes,
  });
  const approval = createProductApproval({
    db,
    catalog,
    sellers: deps.sellers,
    audit: deps.audit,
    changes,
    variants,
    mailer,
    publicUrl: config.PUBLIC_URL,
  });
  return {
    catalog,
    offerBulk: createOfferBulk({ db, sellers: deps.sellers, changes }),
    async register(api: FastifyInstance) {
      await api.register(catalogRoutes, { catalog });
      await api.register(catalogSellerRoutes, {
        sellerProducts,
        approval,
        variants,
      });
      await api.register(catalogAdminRoutes, {
        approval,
        merging: createProductMerge({ db, audit: deps.audit, changes }),
      });
    },
  };
}
