import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { TOAST_OPTIONS } from '../lib/notify';
import { createQueryClient } from './query-client';
import { createAppRoutes } from './routes';
import { ThemeProvider } from './theme/ThemeProvider';
import { useUI } from './theme/ui-context';

function Toasts() {
  const { theme } = useUI();
  return <ToastContainer {...TOAST_OPTIONS} theme={theme === 'dark' ? 'dark' : 'light'} newestOnTop />;
}

/** The application: theme, query cache, date pickers, router and toasts. */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return (
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <RouterProvider router={router} />
          <Toasts />
        </LocalizationProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
