import fastJson from 'fast-json-stringify';
import { type ZodType, z } from 'zod';

/**
 * For the storefront's hottest answers (listing, product, search): JSON written by a function compiled
 * from the response schema (fast-json-stringify), instead of checking the answer with zod and then
 * JSON.stringify. Like zod's output it drops keys the schema does not name; unlike it, it does not check
 * the values, so it is kept for answers built from typed rows (the catalogue's toResponses).
 */
export const fastSerializer = <Schema>({ schema }: { schema: Schema }) =>
  fastJson(
    z.toJSONSchema(schema as ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as never,
  );
