import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { TOAST_OPTIONS } from '../lib/notify';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './routes';
import { ThemeProvider } from './theme/ThemeProvider';
import { useUI } from './theme/ui-context';

function Toasts() {
  const { theme } = useUI();
  return <ToastContainer {...TOAST_OPTIONS} theme={theme === 'dark' ? 'dark' : 'light'} newestOnTop />;
}

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
        <Toasts />
      </QueryClientProvider>
    </ThemeProvider>
  );
}
