/**
 * The first answers of a store page, embedded in its HTML by the server (apps/api plugins/page-hints.ts):
 * public catalogue answers, keyed by address. The first GET of each address is answered from them without
 * a round trip; every later call goes to the network, so a refetch always sees fresh data.
 */
const PAGE_DATA_ID = 'tb-page-data';
/** A page the server drew (entry-server.tsx) also carries the api cache it was drawn from. */
const FIRST_SCREEN_ID = 'tb-first-screen';

/** The JSON block `id` of the page, or undefined (none, or damaged: as good as none). */
function embeddedJson(id: string): unknown {
  const text = globalThis.document?.getElementById(id)?.textContent;
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

let embedded: Map<string, unknown> | undefined;

function pageData(): Map<string, unknown> {
  embedded ??= new Map(Object.entries((embeddedJson(PAGE_DATA_ID) as Record<string, unknown>) ?? {}));
  return embedded;
}

/** The api cache the server drew this page's first screen from, or undefined when it did not draw it. */
export const firstScreenApiState = (): unknown => embeddedJson(FIRST_SCREEN_ID);

/** A signed-in page's first calls, started before the app's code by public/signed-in-calls.js. */
type SignedInCalls = Map<string, { jwt: string; answer: Promise<Response> }>;

/**
 * `fetch`, except that the first GET of an embedded address is answered from the page, and the first GET of
 * an address signed-in-calls.js already asked, with the same token, takes that answer.
 */
export const pageDataFetch: typeof fetch = (input, init) => {
  const request = input instanceof Request && init === undefined ? input : new Request(input, init);
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search}`;
  const calls = (globalThis as { tbSignedInCalls?: SignedInCalls }).tbSignedInCalls;
  const early = calls?.get(key);
  if (request.method === 'GET' && early && request.headers.get('Authorization') === `Bearer ${early.jwt}`) {
    calls!.delete(key);
    return early.answer.catch(() => fetch(request));
  }
  const data = pageData();
  if (request.method === 'GET' && data.has(key)) {
    const body = JSON.stringify(data.get(key));
    data.delete(key);
    return Promise.resolve(
      new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  }
  return fetch(request);
};
