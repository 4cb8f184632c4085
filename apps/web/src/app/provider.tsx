import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { ThemeRoot } from './theme-root';

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeRoot>{children}</ThemeRoot>
    </Provider>
  );
}
