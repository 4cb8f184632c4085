import {
  DuplicateGroup,
  IdParams,
  MergeProductBody,
  RevisionListQuery,
  RevisionPage,
  RevisionReasonBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ProductApprovalService } from './product-approval.ts';
import type { ProductMerge } from './product-merge.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);
const Decided = z.object({ message: z.string() });

/** Administrators: 'Aprobación de productos', the review of sellers' catalogue proposals (decision 0028). */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{
  approval: ProductApprovalService;
  merging: ProductMerge;
}> = async (app, { approval, merging }) => {
  app.addHook('onRequest', app.guards.admin);

  app.get(
    '/admin/catalog/revisions',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Sellers' catalogue proposals, 20 a page: PENDING ones oldest first (the default), others newest first",
        querystring: RevisionListQuery,
        response: { 200: RevisionPage, ...errors },
      },
    },
    (req) => approval.queue(req.query),
  );
  app.post(
    '/admin/catalog/revisions/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a proposal: a new product is listed, a change is written (audited)',
        params: IdParams,
        response: { 200: Decided, ...errors },
      },
    },
    async (req) => {
      await approval.approve(req.params.id, principal(req).id);
      return { message: 'Propuesta aprobada' };
    },
  );
  app.post(
    '/admin/catalog/revisions/:id/reject',
    {
      schema: {
        tags: ['admin'],
        summary: 'Turn a proposal down with a reason the seller reads (audited)',
        params: IdParams,
        body: RevisionReasonBody,
        response: { 200: Decided, ...errors },
      },
    },
    async (req) => {
      await approval.reject(req.params.id, principal(req).id, req.body.reason);
      return { message: 'Propuesta rechazada' };
    },
  );
  app.post(
    '/admin/catalog/revisions/:id/request-changes',
    {
      schema: {
        tags: ['admin'],
        summary: 'Ask the seller to change a proposal, saying what (audited)',
        params: IdParams,
        body: RevisionReasonBody,
        response: { 200: Decided, ...errors },
      },
    },
    async (req) => {
      await approval.requestChanges(req.params.id, principal(req).id, req.body.reason);
      return { message: 'Cambios solicitados' };
    },
  );
  app.get(
    '/admin/catalog/duplicates',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Listings that look like one model (same category and brand, and model number or title), the survivor first',
        response: { 200: z.array(DuplicateGroup), ...errors },
      },
    },
    () => merging.duplicates(),
  );
  app.post(
    '/admin/catalog/products/:id/merge',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Merge a duplicate into another product: its offers, order lines, reviews and wishlists move there (audited)',
        params: IdParams,
        body: MergeProductBody,
        response: { 200: Decided, ...errors },
      },
    },
    async (req) => {
      await merging.merge(req.params.id, req.body.intoId, principal(req).id);
      return { message: 'Productos unidos' };
    },
  );
};
