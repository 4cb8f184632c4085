import {
  AdminDealResponse,
  CreateDealBody,
  DealIdParams,
  DeleteDealResponse,
  HomeCategoryIdParams,
  HomeCategoryResponse,
  HomePageResponse,
  UpdateDealBody,
  UpdateHomeCategoryBody,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { HomeService } from './home.service.ts';

const errors = errorResponses(400, 401, 403, 404, 429);
const dealErrors = errorResponses(400, 401, 403, 404, 409, 422, 429);

/** A tile as the original client posted it (`POST /home/categories`). */
const NewHomeCategory = z.object({
  name: z.string().min(1).max(100),
  image: z.string().min(1).max(2048),
  categoryId: z.string().min(1).max(100),
  section: z.enum(['GRID', 'SHOP_BY_CATEGORIES', 'ELECTRIC_CATEGORIES', 'DEALS']),
  parentCategoryId: z.string().max(100).nullable().optional(),
});

/** Administrators: the home page's tiles and deals (product.md#admin-area). */
export const homeAdminRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.addHook('onRequest', app.guards.admin);

  app.post(
    '/home/categories',
    {
      schema: {
        tags: ['admin'],
        summary: 'Seed the home tiles when there are none (admin only)',
        body: z.array(NewHomeCategory).max(100),
        response: { 200: HomePageResponse, ...errors },
      },
    },
    (req) => home.seedCategories(req.body),
  );
  app.get(
    '/admin/home-category',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every home tile',
        response: { 200: z.array(HomeCategoryResponse), ...errors },
      },
    },
    () => home.categories(),
  );
  app.patch(
    '/admin/home-category/:id',
    {
      schema: {
        tags: ['admin'],
        summary: "A tile's image (an upload) and category (one of the tree)",
        params: HomeCategoryIdParams,
        body: UpdateHomeCategoryBody,
        response: { 200: HomeCategoryResponse, ...errors },
      },
    },
    (req) => home.updateCategory(req.params.id, req.body, principal(req).id),
  );
  app.get(
    '/admin/deals',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Every deal, with its category's best discount now (shown on the home page while it reaches the deal's)",
        response: { 200: z.array(AdminDealResponse), ...errors },
      },
    },
    () => home.listDeals(),
  );
  app.post(
    '/admin/deals',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A deal on a DEALS home category, 0–100 %, that some product of the category reaches (else 422)',
        body: CreateDealBody,
        response: { 201: AdminDealResponse, ...dealErrors },
      },
    },
    async (req, reply) => reply.code(201).send(await home.createDeal(req.body, principal(req).id)),
  );
  app.patch(
    '/admin/deals/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "A deal's discount or category; a discount no product of the category reaches is refused (422)",
        params: DealIdParams,
        body: UpdateDealBody,
        response: { 200: AdminDealResponse, ...dealErrors },
      },
    },
    (req) => home.updateDeal(req.params.id, req.body, principal(req).id),
  );
  app.delete(
    '/admin/deals/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Delete a deal; the answer carries a truthy `status`',
        params: DealIdParams,
        response: { 200: DeleteDealResponse, ...errors },
      },
    },
    (req) => home.deleteDeal(req.params.id, principal(req).id),
  );
};
