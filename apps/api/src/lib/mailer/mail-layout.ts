/**
 * The one look of the platform's mails: a greeting, short paragraphs, an optional table of lines and amounts
 * and one button, drawn as plain text and as HTML that a phone's mail app shows well (one column, inline
 * styles, tables for layout, nothing fetched from outside). Every value is escaped here, so a product name or
 * a shop name cannot put markup in a mail.
 */
import { escapeHtml } from '../html.ts';

export interface MailTable {
  /** Rows of a description and an amount ('2 × Teclado mecánico', '$339.800'). */
  rows: Array<[string, string]>;
  /** Summary rows under a rule (subtotal, discount, shipping, total): the last one is bold. */
  totals?: Array<[string, string]>;
}

export interface MailContent {
  subject: string;
  /** 'Hola Ana,' */
  greeting: string;
  /** The message, one paragraph each. */
  paragraphs: string[];
  /** Titled tables (one per shop of a purchase, say). */
  tables?: Array<{ title?: string; table: MailTable }>;
  /** Paragraphs after the tables. */
  after?: string[];
  /** The one thing to do next. */
  action?: { label: string; url: string };
  /** Why this mail came, and where to turn this kind off (for a mail that can be turned off). */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const BRAND = 'TecnoBazar';
const INK = '#1f2937';
const MUTED = '#6b7280';
const ACCENT = '#0d6e6e';
const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

function textTable(title: string | undefined, table: MailTable): string {
  const all = [...table.rows, ...(table.totals ?? [])];
  const width = Math.max(0, ...all.map(([label]) => label.length));
  const amountWidth = Math.max(0, ...all.map(([, amount]) => amount.length));
  // Amounts right-aligned, so a column of them reads in a monospaced mail app.
  const line = ([label, amount]: [string, string]) =>
    `  ${label.padEnd(width)}  ${amount.padStart(amountWidth)}`;
  return [
    ...(title ? [title] : []),
    ...table.rows.map(line),
    ...(table.totals?.length ? [`  ${'-'.repeat(width + 2 + amountWidth)}`, ...table.totals.map(line)] : []),
  ].join('\n');
}

/** The mail as plain text: what a mail app without HTML, or a screen reader, reads. */
function renderText(content: MailContent): string {
  const parts = [content.greeting, ...content.paragraphs];
  for (const { title, table } of content.tables ?? []) parts.push(textTable(title, table));
  parts.push(...(content.after ?? []));
  if (content.action) parts.push(`${content.action.label}: ${content.action.url}`);
  parts.push(`— ${BRAND}`);
  if (content.footer) parts.push(content.footer);
  return parts.join('\n\n');
}

const cell = (value: string, style: string) => `<td style="padding:6px 0;${style}">${escapeHtml(value)}</td>`;

function htmlTable(title: string | undefined, table: MailTable): string {
  const row = ([label, amount]: [string, string], style = '') =>
    `<tr>${cell(label, `color:${INK};${style}`)}${cell(amount, `color:${INK};text-align:right;white-space:nowrap;padding-left:12px;${style}`)}</tr>`;
  const totals = table.totals ?? [];
  const totalRows = totals.map((t, i) =>
    row(
      t,
      `${i === 0 ? 'border-top:1px solid #e5e7eb;' : ''}${i === totals.length - 1 ? 'font-weight:700;' : `color:${MUTED};`}`,
    ),
  );
  return `${title ? `<p style="margin:20px 0 4px;font-weight:600;color:${INK}">${escapeHtml(title)}</p>` : ''}<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;font-size:15px">${table.rows.map((r) => row(r)).join('')}${totalRows.join('')}</table>`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 14px;line-height:1.5;color:${INK}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;

/** The mail as HTML: one column of at most 560 px, readable at 320 px without zooming. */
function renderHtml(content: MailContent): string {
  const tables = (content.tables ?? []).map(({ title, table }) => htmlTable(title, table)).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:${ACCENT};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  // Room between a table's total and the text under it.
  const after = content.after?.length
    ? `<div style="padding-top:16px">${content.after.map(paragraph).join('')}</div>`
    : '';
  const footer = content.footer
    ? `<p style="margin:0;font-size:12px;line-height:1.5;color:${MUTED}">${escapeHtml(content.footer)}</p>`
    : '';
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.subject)}</title></head><body style="margin:0;padding:0;background:#f3f4f6;${FONT}"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6"><tr><td align="center" style="padding:16px 8px"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px"><tr><td style="padding:20px 20px 8px;font-size:20px;font-weight:700;color:${ACCENT}">${BRAND}</td></tr><tr><td style="padding:8px 20px 20px;font-size:16px">${paragraph(content.greeting)}${content.paragraphs.map(paragraph).join('')}${tables}${after}${action}</td></tr></table>${footer ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px"><tr><td style="padding:12px 20px">${footer}</td></tr></table>` : ''}</td></tr></table></body></html>`;
}

/** A mail's subject, plain text and HTML, from its content. */
export function renderMail(content: MailContent): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}
