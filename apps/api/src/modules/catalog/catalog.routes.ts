import {
  ListProductsQuery,
  ProductFacetsResponse,
  ProductIdParams,
  ProductOffersResponse,
  ProductPage,
  ProductPageQuery,
  ProductResponse,
  TopLevelCategoriesResponse,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializer } from '../../lib/fast-serializer.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { CatalogService } from './catalog.service.ts';

/** Public: the storefront's products, and which top-level categories have any. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService }> = async (app, { catalog }) => {
  app.get(
    '/categories/top-level',
    {
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary:
          'Level-1 categories with at least one visible product, in menu order (the answer is reused for a minute)',
        response: { 200: TopLevelCategoriesResponse },
      },
    },
    () => catalog.topLevelWithProducts(),
  );
  app.get(
    '/products',
    {
      serializerCompiler: fastSerializer,
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Products of ACTIVE sellers, filtered, sorted and paged (12 per page, zero-based)',
        querystring: ListProductsQuery,
        response: { 200: ProductPage, ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const page = await catalog.list(req.query);
      if (!('json' in page)) return page;
      // The usual listing is already its JSON body: a string with a JSON type goes out as it is, past the
      // serializer (the ETag and compression hooks still see it). The typed reply only knows the object.
      return reply.type('application/json').send(page.json as never);
    },
  );
  app.get(
    '/products/facets',
    {
      serializerCompiler: fastSerializer,
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary:
          "The listing's filters with counts: the category's key specifications, colours and price ranges (same query as /products)",
        querystring: ListProductsQuery,
        response: { 200: ProductFacetsResponse, ...errorResponses(400) },
      },
    },
    (req) => catalog.facets(req.query),
  );
  app.get(
    '/products/:productId/related',
    {
      serializerCompiler: fastSerializer,
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Up to four other buyable products of the same category, the closest in price first',
        params: ProductIdParams,
        response: { 200: z.array(ProductResponse), ...errorResponses(400, 404) },
      },
    },
    (req) => catalog.related(req.params.productId),
  );
  app.get(
    '/products/:productId',
    {
      serializerCompiler: fastSerializer,
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary:
          "A product with its buy box shown (for the buyer's department when given); an offer's id shows that offer",
        params: ProductIdParams,
        querystring: ProductPageQuery,
        response: { 200: ProductResponse, ...errorResponses(400, 404) },
      },
    },
    async (req, reply) => {
      const page = await catalog.productPage(req.params.productId, req.query.department, req.query.variant);
      if (!('json' in page)) return page;
      // Already its JSON body, as the usual listing's page (see /products).
      return reply.type('application/json').send(page.json as never);
    },
  );
  app.get(
    '/products/:productId/offers',
    {
      serializerCompiler: fastSerializer,
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary:
          "Every shop's listed offer of a product with its shipping to the department, the buy box first ('Otros vendedores')",
        params: ProductIdParams,
        querystring: ProductPageQuery,
        response: { 200: ProductOffersResponse, ...errorResponses(400, 404) },
      },
    },
    (req) => catalog.offersOf(req.params.productId, req.query.department, req.query.variant),
  );
};
