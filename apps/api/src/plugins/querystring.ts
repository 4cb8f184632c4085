import { parse } from 'node:querystring';
import { validatorCompiler } from 'fastify-type-provider-zod';

type Query = Record<string, string | string[]>;

/** Each parsed query's text, so that its validation can be kept per text (validatorKeepingQueries). */
const textOf = new WeakMap<Query, string>();

/**
 * The app's query string parser: an empty value means "not set". The original client sends every
 * filter on every call (`sort=&brand=&color=`), and schemas give a missing parameter its default.
 */
export function parseQuerystring(querystring: string): Query {
  const query: Query = Object.create(null);
  for (const [key, value] of Object.entries(parse(querystring))) {
    const values = [value ?? []].flat().filter((v) => v !== '');
    if (values.length > 0) query[key] = values.length === 1 ? values[0]! : values;
  }
  textOf.set(query, querystring);
  return query;
}

/** How many validated query strings each route keeps. */
const KEPT_QUERIES = 500;

const deepFreeze = (value: unknown): void => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
};

/**
 * zod's validator compiler, keeping each route's last KEPT_QUERIES valid query strings with their
 * validated (frozen) value: a storefront asks the same category pages over and over, and validating one
 * took a tenth of the listing's own CPU in the API (issue 35). Bodies, params and invalid queries are
 * validated every time.
 */
export const validatorKeepingQueries: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const kept = new Map<string, ReturnType<typeof validate>>();
  return (data) => {
    const text = textOf.get(data as Query);
    const hit = text === undefined ? undefined : kept.get(text);
    if (hit) return hit;
    const result = validate(data);
    // zod's compiler answers `{ value }` or `{ error }`, never a boolean or a promise.
    if (text === undefined || typeof result !== 'object' || !('value' in result) || result.error)
      return result;
    deepFreeze(result.value);
    kept.set(text, result);
    if (kept.size > KEPT_QUERIES) kept.delete(kept.keys().next().value!);
    return result;
  };
};
