import { HomePageResponse } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HomeService } from './home.service.ts';

/** Public: the home page. */
export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.get(
    '/home-page',
    {
      config: { publicCache: true },
      schema: { tags: ['home'], summary: 'Home page tiles and deals', response: { 200: HomePageResponse } },
    },
    () => home.homePage(),
  );
};
