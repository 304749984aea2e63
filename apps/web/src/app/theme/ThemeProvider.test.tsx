import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggle } from '../../components/ThemeToggle';
import { ThemeProvider } from './ThemeProvider';
import { useUI } from './ui-context';

function Probe() {
  const { theme, loading, sidebarOpen } = useUI();
  return <output aria-label="state">{`${theme} ${loading} ${sidebarOpen}`}</output>;
}

describe('theme and UI state', () => {
  it('starts light with loading off and the sidebar open, and sets data-theme', () => {
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('state')).toHaveTextContent('light false true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('reads a stored dark theme at start-up', () => {
    localStorage.setItem('theme', 'dark');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('state')).toHaveTextContent('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
  });

  it('falls back to light for any other stored value', () => {
    localStorage.setItem('theme', 'purple');
    render(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('state')).toHaveTextContent('light');
  });

  it('toggles, stores the choice under "theme" and writes data-theme', async () => {
    const user = userEvent.setup();
    render(
      <ThemeProvider>
        <ThemeToggle />
        <Probe />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(screen.getByRole('button', { name: 'Switch to light theme' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('throws the exact message outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useUI())).toThrow('useUI must be used within a ThemeProvider');
  });
});
