import { text } from '@tecnobazar/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { latestMailTo, recentMail } from '../../lib/mailer/mailer.ts';
import { mailTextToHtml } from './html.ts';

const LatestMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  otp: z.string().nullable(),
  link: z.string().nullable(),
});

/** A message whose code or link was emptied from the outbox (docs/decisions/0018). */
const EMPTIED_NOTE = 'Llevaba un código o un enlace que ya venció: su contenido se borró.';

/** The dev mailbox: registered only while MAIL_TRANSPORT=dev, so it never exists in production. */
export const devRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
    const mails = await recentMail(db, 100);
    const rows = mails
      .map(
        (m) =>
          `<article><header><b>${escapeHtml(m.to)}</b> · ${m.createdAt.toISOString()}</header>${
            m.secretUntil && m.text === ''
              ? `<p><i>${EMPTIED_NOTE}</i></p>`
              : `<h3>${escapeHtml(m.subject)}</h3>${m.html ? `<p><a href="mailbox/${m.id}">Ver como HTML</a></p>` : ''}<pre>${mailTextToHtml(m.text)}</pre>`
          }</article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="es"><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Buzón de desarrollo · TecnoBazar</title><style>body{font-family:sans-serif;max-width:800px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;overflow-wrap:anywhere}</style><h1>Buzón de desarrollo</h1><p>Los últimos 100 correos enviados por la aplicación.</p>${rows || '<p>No hay correos todavía.</p>'}</html>`,
      );
  });

  // A mail's HTML part as a mail app would show it (to look at it on a phone's width).
  app.get(
    '/dev/mailbox/:id',
    { schema: { hide: true, params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (req, reply) => {
      const [mail] = await recentMail(db, 1, req.params.id);
      if (!mail?.html) throw notFound('No hay un correo HTML con este número');
      return reply.type('text/html; charset=utf-8').send(mail.html);
    },
  );

  app.get(
    '/dev/mailbox/latest',
    {
      schema: {
        tags: ['dev'],
        summary: 'Newest message to an address, with the code or link it carries',
        querystring: z.object({ to: text().toLowerCase().min(3) }),
        response: { 200: LatestMail },
      },
    },
    async (req) => {
      const mail = await latestMailTo(db, req.query.to);
      if (!mail) throw notFound('No hay correos para esta dirección');
      return {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        otp: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? null,
        link: /(\/verify-seller\/\d+)/.exec(mail.text)?.[1] ?? null,
      };
    },
  );
};
