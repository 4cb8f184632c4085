import { TEXT_NOT_ALLOWED } from '@tecnobazar/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionLost } from '../db/pg-errors.ts';
import { AppError, errorBody } from '../lib/errors.ts';

const GENERIC_500 = 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.';
export const DATABASE_UNAVAILABLE =
  'El servicio no está disponible en este momento. Inténtalo de nuevo en unos segundos.';

/** Framework errors a client can cause, in words a person understands. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'La solicitud es demasiado grande.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es un JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
};

/**
 * PostgreSQL's codes for text it cannot store (a NUL byte, a character outside UTF-8). The request
 * schemas refuse such text first; this keeps a field they miss at 400 instead of 500.
 */
const INVALID_TEXT_CODES = new Set(['22021', '22P05']);
// Drizzle wraps the driver's error in `cause`.
const isInvalidText = (err: FastifyError) =>
  INVALID_TEXT_CODES.has((err.cause as { code?: string } | undefined)?.code ?? err.code);

/** The one place that shapes error responses: `{message, error, details?}`. */
export function errorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (err instanceof AppError) {
    if (err.statusCode >= 500) req.log.error({ err }, err.message);
    return reply.code(err.statusCode).headers(err.headers).send(errorBody(err.message));
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    const details = err.validation.map((v) => ({
      path: [err.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
      message: v.message ?? 'Valor no válido',
    }));
    return reply.code(400).send(errorBody(details[0]?.message ?? 'Solicitud no válida', details));
  }
  if (isResponseSerializationError(err)) {
    req.log.error({ err, cause: err.cause }, 'response did not match its schema');
    return reply.code(500).send(errorBody(GENERIC_500));
  }
  if (isInvalidText(err)) {
    req.log.warn({ err }, 'text the database cannot store reached a query');
    return reply.code(400).send(errorBody(TEXT_NOT_ALLOWED));
  }
  if (isConnectionLost(err)) {
    // The database restarted or failed over: this request is lost, the next one gets a new connection.
    req.log.warn({ err }, 'database connection lost');
    return reply.code(503).header('Retry-After', '5').send(errorBody(DATABASE_UNAVAILABLE));
  }
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(status).send(errorBody(CLIENT_ERROR_MESSAGES[err.code] ?? err.message));
  }
  req.log.error({ err }, 'unhandled error');
  return reply.code(500).send(errorBody(GENERIC_500));
}
