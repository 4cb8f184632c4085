import { ProductResponse, SearchQuery } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { fastSerializer } from '../../lib/fast-serializer.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { SearchService } from './search.service.ts';

/** Public: the storefront's search box. */
export const searchRoutes: FastifyPluginAsyncZod<{ search: SearchService }> = async (app, { search }) => {
  app.get(
    '/products/search',
    {
      serializerCompiler: fastSerializer,
      config: { publicCache: true },
      schema: {
        tags: ['catalogue'],
        summary: 'Spanish full-text search with typo correction; at most 50 results',
        querystring: SearchQuery,
        response: { 200: z.array(ProductResponse), ...errorResponses(400) },
      },
    },
    (req) => search.search(req.query.query),
  );
};
