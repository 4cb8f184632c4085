import {
  ErrorResponse,
  ListProductsQuery,
  ProductIdParams,
  ProductPage,
  ProductResponse,
  SearchQuery,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SearchService } from '../search/search.service.ts';
import type { CatalogService } from './catalog.service.ts';

export const catalogRoutes: FastifyPluginAsyncZod<{
  catalog: CatalogService;
  search: SearchService;
}> = async (app, { catalog, search }) => {
  app.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of ACTIVE sellers, filtered, sorted and paged (12 per page, zero-based)',
        querystring: ListProductsQuery,
        response: { 200: ProductPage, 400: ErrorResponse },
      },
    },
    (req) => catalog.list(req.query),
  );
  app.get(
    '/products/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Spanish full-text search with typo correction; at most 50 results',
        querystring: SearchQuery,
        response: { 200: z.array(ProductResponse), 400: ErrorResponse },
      },
    },
    (req) => search.search(req.query.query),
  );
  app.get(
    '/products/:productId',
    {
      schema: {
        tags: ['catalogue'],
        params: ProductIdParams,
        response: { 200: ProductResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    (req) => catalog.get(req.params.productId),
  );
};
