import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider as MuiThemeProvider } from '@mui/material/styles';
import { createAppTheme, type ThemeMode } from './theme';
import { THEME_STORAGE_KEY, UIContext, readStoredTheme, type UIState } from './ui-context';
import { LoadingOverlay } from '../../components/LoadingWheel';

/**
 * Holds the UI state (spec §3/§4): the theme is read from localStorage at start-up, saved on every
 * change and written to `<html data-theme>`; `loading` shows the full-page wheel.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<ThemeMode>(readStoredTheme);
  const [loading, setLoading] = useState(false);
  const [sidebarOpen, setSidebarOpen] = useState(true);

  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    document.documentElement.style.background = '';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // Storage may be full or blocked; the theme still applies for this visit.
    }
  }, [theme]);

  const toggleTheme = useCallback(() => setTheme((t) => (t === 'dark' ? 'light' : 'dark')), []);
  const muiTheme = useMemo(() => createAppTheme(theme), [theme]);
  const value = useMemo<UIState>(
    () => ({ theme, toggleTheme, loading, setLoading, sidebarOpen, setSidebarOpen }),
    [theme, toggleTheme, loading, sidebarOpen],
  );

  return (
    <UIContext.Provider value={value}>
      <MuiThemeProvider theme={muiTheme}>
        <CssBaseline />
        {children}
        {loading && <LoadingOverlay />}
      </MuiThemeProvider>
    </UIContext.Provider>
  );
}
