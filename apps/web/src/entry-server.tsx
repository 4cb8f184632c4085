/**
 * The server's drawing of a store page's first screen (built by `vite build --ssr`, run by the API's
 * plugins/page-hints.ts): the same components as the browser's, so a phone shows the page, its main
 * picture included, as soon as the HTML and the picture arrive, instead of once all the code has run.
 *
 * It is a picture, not a page to hydrate: main.tsx draws the app over it (createRoot), starting from the
 * same answers (`apiState`), so the two look alike. The visitor is drawn signed out; the browser draws
 * their own header when the app starts.
 */
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { api } from '@/api/base';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { config } from '@/config/env';
import { makeStore } from '@/lib/store/store';

/** Answers a GET under the API (path and query, e.g. `/v1/home-page`) with its JSON, or undefined. */
export type Answer = (url: string) => Promise<string | undefined>;

export interface FirstScreen {
  /** The markup to put inside `#root`. */
  html: string;
  /** Its styles, to put in the head (see `hoistStyles`). */
  styles: string;
  /** The api cache it was drawn from, for the browser's store (`serverAnswers`). */
  apiState: unknown;
}

// Relative addresses need an origin to be parsed; nothing is fetched from it.
const ORIGIN = 'http://tecnobazar.local';

/** A fetch that asks `answer` instead of the network. */
const answeringFetch =
  (answer: Answer): typeof fetch =>
  async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const json = request.method === 'GET' ? await answer(`${url.pathname}${url.search}`) : undefined;
    return json === undefined
      ? new Response('{}', { status: 503, headers: { 'Content-Type': 'application/json' } })
      : new Response(json, { status: 200, headers: { 'Content-Type': 'application/json' } });
  };

/**
 * `useMediaQuery` on the server, for a screen `width` px wide: the page's layout (the listing's filters
 * beside the grid or behind a button, the grid's columns) is then the one the visitor's screen will have.
 * MUI's breakpoints ask only `(min-width:…px)` and `(max-width:…px)`.
 */
const screenOf =
  (width: number) =>
  (outer: Theme): Theme => ({
    ...outer,
    components: {
      ...outer.components,
      MuiUseMediaQuery: {
        defaultProps: {
          ssrMatchMedia: (query: string) => ({
            matches: [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, side, px]) =>
              side === 'min' ? width >= Number(px) : width <= Number(px),
            ),
          }),
        },
      },
    },
  });

/** The store's routes, as the server's router reads them; made once. */
const handler = createStaticHandler(routes);

/** At most this many drawings: a query may wait for another's answer (the seller's, for the product). */
const MAX_DRAWINGS = 4;

/**
 * The page at `url` (path and query) on a screen `width` px wide, or undefined when the router would
 * redirect or an answer is missing.
 */
export async function renderFirstScreen(
  url: string,
  answer: Answer,
  width: number,
): Promise<FirstScreen | undefined> {
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = makeStore({
    baseQuery: fetchBaseQuery({
      baseUrl: new URL(config.apiBase, ORIGIN).href,
      fetchFn: answeringFetch(answer),
    }),
  });
  const draw = () =>
    renderToString(
      <StrictMode>
        <AppProvider store={store}>
          <ThemeProvider theme={screenOf(width)}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ThemeProvider>
        </AppProvider>
      </StrictMode>,
    );
  // Each drawing starts the queries it reaches; once they are answered, the next has their data.
  let html = draw();
  for (let drawings = 1; drawings < MAX_DRAWINGS; drawings++) {
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0) break;
    await Promise.all(running);
    html = draw();
  }
  const apiState = store.getState()[api.reducerPath];
  // A page whose data did not come is left to the browser, which shows its own loading and errors.
  if (Object.values(apiState.queries).some((query) => query?.status !== 'fulfilled')) return undefined;
  return { ...hoistStyles(html), apiState };
}

/**
 * Whether the app has a page at `pathname`: one its routes match other than the catch-all not-found page.
 * The server sends the others with 404 (apps/api plugins/page-status.ts).
 */
export async function isKnownPage(pathname: string): Promise<boolean> {
  const context = await handler.query(new Request(new URL(pathname, ORIGIN)));
  // A redirect leads to a page.
  if (context instanceof Response) return true;
  return context.statusCode !== 404 && context.matches.at(-1)?.route.path !== '*';
}

/**
 * Emotion writes each component's styles in a <style> beside its markup; the page gets them in one, for the
 * head: the browser then reads the drawing without working out its styles again at every <style>. The
 * element is named as emotion's browser cache expects (`css` and the class ids), so the app takes these
 * rules as already inserted. Global styles (`css-global …`) keep their own elements, which emotion's
 * <Global> looks up by name.
 */
function hoistStyles(drawing: string): { html: string; styles: string } {
  const ids: string[] = [];
  const rules: string[] = [];
  const globals: string[] = [];
  const html = drawing.replace(
    /<style data-emotion="([^"]+)"[^>]*>(.*?)<\/style>/gs,
    (tag, key: string, css: string) => {
      const [name, ...names] = key.split(' ');
      if (name === 'css') {
        ids.push(...names);
        rules.push(css);
      } else globals.push(tag);
      return '';
    },
  );
  return {
    html,
    styles: `${globals.join('')}<style data-emotion="css ${ids.join(' ')}">${rules.join('')}</style>`,
  };
}
