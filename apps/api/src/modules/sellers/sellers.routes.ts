import {
  ErrorResponse,
  ListSellersQuery,
  MessageResponse,
  RegisterSellerBody,
  RegisterSellerResponse,
  SellerLoginOtpBody,
  SellerProfile,
  SellerStatusParams,
  SellerVerifyLoginBody,
  SignInResponse,
  UpdateSellerBody,
  VerifySellerParams,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import type { OtpRateLimits } from '../auth/auth.routes.ts';
import type { SellersService } from './sellers.service.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
};

export const sellersRoutes: FastifyPluginAsyncZod<{
  sellers: SellersService;
  limits: OtpRateLimits;
}> = async (app, { sellers, limits }) => {
  app.post(
    '/sellers',
    {
      preHandler: limits.send,
      schema: {
        tags: ['sellers'],
        summary: 'Register a seller',
        body: RegisterSellerBody,
        response: { 201: RegisterSellerResponse, ...errors },
      },
    },
    async (req, reply) => reply.code(201).send(await sellers.register(req.body)),
  );
  app.patch(
    '/sellers/verify/:otp',
    {
      preHandler: limits.attempt,
      schema: {
        tags: ['sellers'],
        summary: "Verify the seller's e-mail with the link code",
        params: VerifySellerParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (req) => sellers.verifyEmail(req.params.otp),
  );
  app.post(
    '/sellers/sent/login-top',
    {
      preHandler: limits.send,
      schema: { tags: ['sellers'], body: SellerLoginOtpBody, response: { 200: MessageResponse, ...errors } },
    },
    (req) => sellers.sendLoginOtp(req.body.email, req.ip),
  );
  app.post(
    '/sellers/verify/login-top',
    {
      preHandler: limits.attempt,
      schema: {
        tags: ['sellers'],
        body: SellerVerifyLoginBody,
        response: { 200: SignInResponse, ...errors },
      },
    },
    (req) => sellers.verifyLogin(req.body.email, req.body.otp),
  );
  app.get(
    '/sellers/profile',
    {
      onRequest: app.guards.seller,
      schema: { tags: ['sellers'], response: { 200: SellerProfile, ...errors } },
    },
    (req) => sellers.profile(principal(req).id),
  );
  app.patch(
    '/sellers',
    {
      onRequest: app.guards.seller,
      schema: {
        tags: ['sellers'],
        summary: "Update the seller's own profile sections",
        body: UpdateSellerBody,
        response: { 200: SellerProfile, ...errors },
      },
    },
    (req) => sellers.update(principal(req).id, req.body),
  );
  app.get(
    '/sellers',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['admin'],
        summary: 'Sellers, by account status',
        querystring: ListSellersQuery,
        response: { 200: z.array(SellerProfile), ...errors },
      },
    },
    (req) => sellers.list(req.query.status),
  );
  app.patch(
    '/admin/seller/:id/status/:status',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['admin'],
        summary: "Change a seller's account status",
        params: SellerStatusParams,
        response: { 200: SellerProfile, ...errors },
      },
    },
    (req) => sellers.setStatus(req.params.id, req.params.status),
  );
};
