/** What every part of the reviews module shares: its messages, its dependencies and its small helpers. */
import type { REVIEW_SORTS } from '@tecnobazar/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { reviews } from '../../db/schema/reviews.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { OrdersService } from '../orders/orders.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { UsersService } from '../users/users.service.ts';

export const REVIEW_RULES = {
  notFound: 'Reseña no encontrada',
  duplicate: 'Ya escribiste una reseña de este producto: puedes editarla.',
  duplicateHidden: (reason: string | null) =>
    `Tu reseña de este producto fue retirada por moderación${reason ? ` (${reason})` : ''}: no puedes publicar otra.`,
  imageHost: 'Las fotos deben subirse a TecnoBazar',
  reportOwn: 'No puedes denunciar tu propia reseña',
  reportedAlready: 'Ya denunciaste esta reseña: la revisaremos pronto.',
  reported: 'Gracias: revisaremos esta reseña.',
  noOpenReports: 'Esta reseña no tiene denuncias pendientes',
  hidden: 'Reseña ocultada',
  dismissed: 'Denuncia descartada',
  deleted: 'Reseña eliminada',
};

export interface ReviewsDeps {
  db: Db;
  catalog: CatalogService;
  orders: OrdersService;
  users: UsersService;
  audit: AuditService;
  /** The names of the shops reviewers bought from ('Vendido por'). */
  sellers: Pick<SellersService, 'businessNames'>;
  media: Pick<Config, 'PUBLIC_URL' | 'CLOUDINARY_CLOUD_NAME'>;
  /** Told after a product's count or average changed (cached listings and search show them). */
  changes: ChangeFeed;
}

export type ReviewRow = typeof reviews.$inferSelect;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const halves = (rating: number) => Math.round(rating * 2);
export const visible = isNull(reviews.hiddenAt);

/** What `db.transaction` hands its callback (db/client.ts's `Tx` names other table generics). */
type Transaction = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The steps every change of a review's numbers takes: lock it, change the product's numbers, tell the caches. */
export function ratingChanges({ db, catalog, changes }: Pick<ReviewsDeps, 'db' | 'catalog' | 'changes'>) {
  return {
    /** A review locked for change, matching `where`; 404 otherwise (a review is never shown to who may not act). */
    async locked(tx: DbOrTx, reviewId: number, ...where: Parameters<typeof and>) {
      const [row] = await tx
        .select()
        .from(reviews)
        .where(and(eq(reviews.id, reviewId), ...where))
        .for('update');
      if (!row) throw notFound(REVIEW_RULES.notFound);
      return row;
    },

    /**
     * A change of a product's count or average, in one transaction; once it is committed, the caches of
     * listings and search hear of it (lib/change-feed.ts).
     */
    async changingRatings<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      const result = await db.transaction(work);
      changes.publish('products');
      return result;
    },

    /** Takes a visible review out of (or puts a new one into) its product's count and average. */
    countIn: (tx: DbOrTx, row: ReviewRow, sign: 1 | -1) =>
      catalog.adjustRatings(tx, row.productId, sign, sign * row.ratingHalves),
  };
}
