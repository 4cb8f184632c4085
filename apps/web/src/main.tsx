// Roboto, the theme's font, from our own origin: Latin only (Spanish included), the weights the UI uses.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { ThemeRoot } from './app/theme-root';
import { PageLoader } from './components/page-loader';

const element = document.getElementById('root');
if (!element) throw new Error('Falta el elemento #root en index.html');
const root = createRoot(element);

// The router starts at once and loads the page's code; the store (Redux Toolkit, RTK Query) loads beside
// it. Until both are here the screen shows the loader the router itself shows while a page's code loads,
// so the first paint waits for neither.
const router = createAppRouter();
root.render(
  <StrictMode>
    <ThemeRoot>
      <PageLoader />
    </ThemeRoot>
  </StrictMode>,
);

// Rendered as a transition, so React renders the app in slices and the phone's main thread stays free
// between them (no long task while the first page draws).
Promise.all([import('./app/provider'), import('./app/store')]).then(([{ AppProvider }, { makeStore }]) => {
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider store={makeStore()}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    ),
  );
});
