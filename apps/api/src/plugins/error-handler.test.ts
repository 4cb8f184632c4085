import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorBody } from '../lib/errors.ts';
import { errorHandler } from './error-handler.ts';

/** A route that fails the way a query does when PostgreSQL refuses the text it was given. */
async function failingWith(code: string) {
  const app = Fastify({ logger: false });
  app.setErrorHandler(errorHandler);
  app.get('/', async () => {
    const driverError = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code });
    throw Object.assign(new Error('Failed query'), { cause: driverError });
  });
  const res = await app.inject({ method: 'GET', url: '/' });
  await app.close();
  return res;
}

describe('error handler', () => {
  it('answers 400 when the database refuses text a schema let through', async () => {
    for (const code of ['22021', '22P05']) {
      const res = await failingWith(code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual(errorBody('El texto contiene caracteres no permitidos'));
    }
  });

  it('keeps other database errors at 500 with the generic message', async () => {
    const res = await failingWith('23505');
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toMatch(/^Ocurrió un error inesperado/);
  });
});
