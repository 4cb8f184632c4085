import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root en index.html');

createRoot(root).render(
  <StrictMode>
    <AppProvider store={makeStore()}>
      <RouterProvider router={createAppRouter()} />
    </AppProvider>
  </StrictMode>,
);
