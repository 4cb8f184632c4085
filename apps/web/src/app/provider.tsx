import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeRoot } from '@/app/theme-root';
import type { AppStore } from '@/lib/store/store';

export function AppProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <ThemeRoot>{children}</ThemeRoot>
    </Provider>
  );
}
