import {
  CatalogMatch,
  CatalogSearchQuery,
  CreateProductBody,
  DeleteProductResponse,
  OfferBody,
  ProductIdParams,
  ProductResponse,
  RevisionListQuery,
  RevisionPage,
  UpdateProductBody,
  VariantBody,
  VariantProposalResponse,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { ProductApprovalService } from './product-approval.ts';
import type { ProductVariants } from './product-variants.ts';
import type { SellerProductsService } from './seller-products.service.ts';

const errors = errorResponses(400, 401, 403, 404, 429);

/** Sellers: their own products (product.md#seller-area). */
export const catalogSellerRoutes: FastifyPluginAsyncZod<{
  sellerProducts: SellerProductsService;
  approval: ProductApprovalService;
  variants: ProductVariants;
}> = async (app, { sellerProducts, approval, variants }) => {
  app.addHook('onRequest', app.guards.seller);

  app.get(
    '/sellers/product',
    {
      schema: {
        tags: ['sellers'],
        summary: "The seller's own products, newest first, hidden and sold-out ones included",
        response: { 200: z.array(ProductResponse), ...errors },
      },
    },
    (req) => sellerProducts.list(principal(req).id),
  );
  app.post(
    '/sellers/product',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Publish a product (ACTIVE sellers only)',
        body: CreateProductBody,
        response: { 201: ProductResponse, ...errors, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.code(201).send(await sellerProducts.create(principal(req).id, req.body)),
  );
  app.get(
    '/sellers/catalog/search',
    {
      schema: {
        tags: ['sellers'],
        summary:
          "Catalogue products matching the words or the model number, with the caller's offers of each (decision 0028)",
        querystring: CatalogSearchQuery,
        response: { 200: z.array(CatalogMatch), ...errors },
      },
    },
    (req) => sellerProducts.searchCatalog(principal(req).id, req.query),
  );
  app.get(
    '/sellers/catalog/revisions',
    {
      schema: {
        tags: ['sellers'],
        summary:
          "The caller's catalogue proposals, newest first, with their state and the administrator's reason",
        querystring: RevisionListQuery.omit({ auto: true }),
        response: { 200: RevisionPage, ...errors },
      },
    },
    (req) => approval.mine(principal(req).id, req.query),
  );
  app.post(
    '/sellers/catalog/products/:productId/variants',
    {
      schema: {
        tags: ['sellers'],
        summary:
          'Proposes a variant of a catalogue product the shop sells: 201 published (trusted shop), 202 waiting for review',
        params: ProductIdParams,
        body: VariantBody,
        response: {
          201: VariantProposalResponse,
          202: VariantProposalResponse,
          ...errors,
          ...errorResponses(409),
        },
      },
    },
    async (req, reply) => {
      const answer = await variants.propose(principal(req).id, req.params.productId, req.body);
      return reply.code(answer.pending ? 202 : 201).send(answer);
    },
  );
  app.post(
    '/sellers/offers',
    {
      schema: {
        tags: ['sellers'],
        summary:
          "Sell a catalogue product: the shop's own price, stock, condition and warranty (never waits for approval); 409 when the shop already sells it in that condition",
        body: OfferBody,
        response: { 201: ProductResponse, ...errors, ...errorResponses(409) },
      },
    },
    async (req, reply) => reply.code(201).send(await sellerProducts.addOffer(principal(req).id, req.body)),
  );
  app.patch(
    '/sellers/product/:productId',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Edit some fields of an own product',
        params: ProductIdParams,
        body: UpdateProductBody,
        response: { 200: ProductResponse, ...errors, ...errorResponses(409) },
      },
    },
    (req) => sellerProducts.update(principal(req).id, req.params.productId, req.body),
  );
  app.patch(
    '/sellers/product/:productId/stock',
    {
      schema: {
        tags: ['sellers'],
        summary: "Toggle an own product's in-stock switch (no body); 409 when switching on one without units",
        params: ProductIdParams,
        response: { 200: ProductResponse, ...errors, ...errorResponses(409) },
      },
    },
    (req) => sellerProducts.toggleStock(principal(req).id, req.params.productId),
  );
  app.delete(
    '/sellers/product/:productId',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Delete an own product; one that was ever ordered is archived instead',
        params: ProductIdParams,
        response: { 200: DeleteProductResponse, ...errors },
      },
    },
    (req) => sellerProducts.remove(principal(req).id, req.params.productId),
  );
};
