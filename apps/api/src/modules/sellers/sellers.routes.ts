import {
  MessageResponse,
  PublicSeller,
  RegisterSellerBody,
  RegisterSellerResponse,
  SellerIdParams,
  SellerLoginOtpBody,
  SellerVerifyLoginBody,
  SignInResponse,
  VerifySellerParams,
} from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OtpRateLimits } from '../../lib/ip-limiter.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { SellersService } from './sellers.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Public: a shop's registration, e-mail verification, sign-in by e-mailed code, and its public face. */
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
    '/sellers/verify/resend',
    {
      preHandler: limits.send,
      schema: {
        tags: ['sellers'],
        summary: 'Mail a new verification link (the answer is the same for every address)',
        body: SellerLoginOtpBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (req) => sellers.resendVerificationLink(req.body.email, req.ip),
  );
  app.post(
    '/sellers/verify/:otp/resend',
    {
      preHandler: limits.send,
      schema: {
        tags: ['sellers'],
        summary: 'Mail a new verification link to the address an expired link was sent to',
        params: VerifySellerParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    (req) => sellers.renewVerificationLink(req.params.otp, req.ip),
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
    (req) => sellers.verifyLogin(req.body.email, req.body.otp, req.ip),
  );
  // A parametric route: find-my-way tries static paths first, so /sellers/profile, /sellers/product and
  // /sellers/two-factor keep reaching their own handlers (catalog-seller.test.ts checks it).
  app.get(
    '/sellers/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: "A shop's public face: id and business name",
        params: SellerIdParams,
        response: { 200: PublicSeller, ...errorResponses(400, 404, 429) },
      },
    },
    (req) => sellers.publicSeller(req.params.id),
  );
};
