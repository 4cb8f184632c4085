import type { AuditPage, AuditQuery } from '@tecnobazar/shared';
import type { z } from 'zod';
import { api } from './base';

/** What the audit list is asked for: an action, an entity (both optional) and the zero-based page. */
export type AuditFilter = z.input<typeof AuditQuery>;

/** The administrators' log (`GET /admin/audit`), newest first, 20 a page. */
const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAudit: build.query<AuditPage, AuditFilter>({
      query: ({ action, entity, page }) => ({
        url: '/admin/audit',
        // Only the filters set: `?action=` empty would be refused by the server's enum.
        params: {
          ...(action ? { action } : {}),
          ...(entity ? { entity } : {}),
          page: page ?? 0,
        },
      }),
      // Every admin action adds a row, so the log is always asked for again when opened.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetAuditQuery } = adminAuditApi;
