import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.ts';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopback(ip: string): boolean {
  return ip === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/i.test(ip);
}

/**
 * The dev mailbox shows every sign-in code and the payment simulator approves any payment, so outside
 * production they answer only the machine itself (DEV_ROUTES_PUBLIC=true opens them, e.g. for a demo on a
 * LAN). Others get the same 404 as any unknown path. Behind a reverse proxy on the same host, TRUST_PROXY
 * must be set to the proxy's address, or every request looks like loopback.
 */
export async function loopbackOnly(req: FastifyRequest) {
  if (!isLoopback(req.ip)) throw notFound('Ruta no encontrada');
}
