import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './routes';
import { ThemeProvider } from './theme/ThemeProvider';

/**
 * The toast container loads after the first screen: react-toastify is not needed to draw the login
 * page (docs/bundle-budget-and-first-load.md). A toast raised before it mounts waits in the library's
 * queue and shows when it does.
 */
const Toasts = lazy(() => import('./Toasts'));

/**
 * The application: theme, query cache, router and toasts. The date pickers bring their own
 * LocalizationProvider when they load (components/pickers), so the entry carries none of MUI X.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
