// Roboto, the theme's font, from our own origin: Latin only (Spanish included), regular and bold. MUI's
// medium (500: buttons, tabs) falls back to the regular face: one download less before the first picture.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from '@/app/router';

const element = document.getElementById('root');
if (!element) throw new Error('Falta el elemento #root en index.html');

// Until the app draws, the page shows the header index.html paints without any script (its first paint).
// The router starts at once and loads the page's code; the store (Redux Toolkit, RTK Query) loads beside
// it. The app is rendered as a transition, so React draws it in slices and the phone's main thread stays
// free between them (no long task while the first page draws).
const router = createAppRouter();
// A page the server drew (entry-server.tsx) is replaced by the app's first drawing: that one must be the
// page itself, not the router's loader, so the app waits for the router to have the page's code.
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});
Promise.all([import('@/app/provider'), import('@/lib/store/store'), routerReady]).then(
  ([{ AppProvider }, { makeStore, listenForFocus }]) => {
    const root = createRoot(element);
    const store = makeStore();
    listenForFocus(store);
    startTransition(() =>
      root.render(
        <StrictMode>
          <AppProvider store={store}>
            <RouterProvider router={router} />
          </AppProvider>
        </StrictMode>,
      ),
    );
  },
  () => {
    element.insertAdjacentHTML(
      'beforeend',
      '<p role="alert" style="margin:24px;font:16px Roboto,Arial,sans-serif">No se pudo cargar TecnoBazar. Revisa tu conexión y recarga la página.</p>',
    );
  },
);
