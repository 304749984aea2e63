import { createContext, useContext } from 'react';
import type { ThemeMode } from './theme';

/** Client-only UI state of spec §3: theme, full-page loading and the sidebar. */
export interface UIState {
  theme: ThemeMode;
  toggleTheme: () => void;
  loading: boolean;
  setLoading: (loading: boolean) => void;
  sidebarOpen: boolean;
  setSidebarOpen: (open: boolean) => void;
}

export const UIContext = createContext<UIState | null>(null);

/** The UI state; throws outside {@link ThemeProvider} (spec §8). */
export function useUI(): UIState {
  const value = useContext(UIContext);
  if (!value) throw new Error('useUI must be used within a ThemeProvider');
  return value;
}

/** localStorage key of the theme (spec §4), stored as plain 'light' or 'dark'. */
export const THEME_STORAGE_KEY = 'theme';

/** The stored theme: light unless 'dark' is stored. */
export function readStoredTheme(): ThemeMode {
  try {
    return localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    return 'light';
  }
}
