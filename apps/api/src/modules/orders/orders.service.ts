import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderItems } from '../../db/schema/orders.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { orderAnswers } from './order-answers.ts';
import { createOrderFigures } from './order-figures.ts';
import { createOrderInvoices } from './order-invoices.ts';
import { createOrderLists } from './order-lists.ts';
import { createOrderPlacing } from './order-placing.ts';
import { createOrderReturns } from './order-returns.ts';
import { createOrderSteps } from './order-steps.ts';
import { createPurchases } from './purchases.ts';

export type { OrderPaymentDetails, SellerOrderCounts } from './order-figures.ts';
export type { OrderInvoice } from './order-invoices.ts';
export type { NewOrder, NewOrderLine, PaidOrder } from './order-placing.ts';
export type { OrderForReturn, ReturnableItem } from './order-returns.ts';
export type { OrderOwner, OrderStep } from './order-steps.ts';

/**
 * Orders, one per seller of a paid checkout. One service made of its use cases: placing them
 * (order-placing.ts), their steps after payment (order-steps.ts), the shopper's and seller's lists
 * (order-lists.ts), the sales figures (order-figures.ts), the purchases behind a verified review
 * (purchases.ts) and what returns read of an order (order-returns.ts); every answer is made by order-answers.ts.
 */
export function createOrdersService({
  db,
  sellers,
  users,
}: {
  db: Db;
  sellers: SellersService;
  users: UsersService;
}) {
  const withItems = orderAnswers({ db, sellers });
  return {
    /** Uploads an order's items show (the product's image when it was bought). */
    async uploadsInUse(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ image: orderItems.productImage })
        .from(orderItems)
        .where(sql`${orderItems.productImage} like ${UPLOADS_LIKE}`);
      return uploadNamesIn(rows.map((r) => r.image));
    },
    ...createOrderLists({ db, users }, withItems),
    ...createOrderFigures({ db, users }),
    ...createOrderSteps({ db }, withItems),
    ...createOrderPlacing({ db }, withItems),
    ...createPurchases({ db }),
    ...createOrderReturns({ db }),
    ...createOrderInvoices({ db }),
  };
}
export type OrdersService = ReturnType<typeof createOrdersService>;
