import type { StatementMonthsResponse } from '@tecnobazar/shared';
import { config } from '@/config/env';
import { storedToken } from '@/lib/session/token';
import { api } from './base';

/** Where each document is downloaded from (the API's paths, under the base). */
export const documentPaths = {
  buyerReceipt: (orderId: number) => `/api/orders/${orderId}/receipt.pdf`,
  sellerReceipt: (orderId: number) => `/sellers/orders/${orderId}/receipt.pdf`,
  statement: (month: string, format: 'pdf' | 'csv') => `/sellers/statements/${month}.${format}`,
};

export const DOWNLOAD_FAILED = 'No pudimos descargar el documento. Inténtalo de nuevo.';
/** How long the downloaded file's address lives: long past the browser taking the file. */
const OBJECT_URL_MS = 60_000;

/**
 * Downloads a document that needs the signed-in token: a link cannot send the Authorization header, so the
 * file is fetched, then handed to the browser as an object URL. Throws an Error with the server's message.
 */
export async function downloadDocument(path: string, filename: string): Promise<void> {
  const jwt = storedToken();
  const response = await fetch(new URL(`${config.apiBase}${path}`, window.location.href).href, {
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
  });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' ? message : DOWNLOAD_FAILED);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_MS);
}

/** The months the signed-in seller has a statement for, newest first. */
const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStatementMonths: build.query<StatementMonthsResponse, void>({ query: () => '/sellers/statements' }),
  }),
});

export const { useGetStatementMonthsQuery } = documentsApi;
