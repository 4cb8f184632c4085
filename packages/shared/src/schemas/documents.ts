import { z } from 'zod';

export const STATEMENT_MONTH_MESSAGE = 'Indica el mes del extracto como AAAA-MM, por ejemplo 2026-03';

/** `GET /sellers/statements/{month}.pdf|.csv`: a calendar month of the store's time zone. */
export const StatementMonthParams = z.object({
  month: z
    .string({ error: STATEMENT_MONTH_MESSAGE })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, STATEMENT_MONTH_MESSAGE),
});
export type StatementMonthParams = z.infer<typeof StatementMonthParams>;

/** `GET /sellers/statements`: the months a seller has a statement for, newest first (YYYY-MM). */
export const StatementMonthsResponse = z.object({ months: z.array(z.string()) });
export type StatementMonthsResponse = z.infer<typeof StatementMonthsResponse>;
