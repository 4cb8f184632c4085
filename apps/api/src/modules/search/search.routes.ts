import { ProductResponse, SEARCHED_FOR_HEADER, SearchQuery } from '@tecnobazar/shared';
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
        summary: `Spanish full-text search with typo correction; at most 50 results. When a word was corrected, ${SEARCHED_FOR_HEADER} names the words searched (URI-encoded)`,
        querystring: SearchQuery,
        response: { 200: z.array(ProductResponse), ...errorResponses(400) },
      },
    },
    async (req, reply) => {
      const { products, searchedFor } = await search.search(req.query.query);
      // Folded words (no accents or capitals), but encoded all the same: a header carries ASCII only.
      if (searchedFor) reply.header(SEARCHED_FOR_HEADER, encodeURIComponent(searchedFor));
      return products;
    },
  );
};
