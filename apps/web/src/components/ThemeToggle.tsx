import { useEffect, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import { keyframes } from '@mui/material/styles';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { useUI } from '../app/theme/ui-context';

/** Delay before the toggle's icon follows the theme (spec §9). */
export const THEME_ICON_SWITCH_MS = 250;

const spinIn = keyframes`
  from { transform: rotate(-90deg) scale(0.6); opacity: 0; }
  to { transform: rotate(0) scale(1); opacity: 1; }
`;

/**
 * Switches light/dark; the icon swaps 250 ms after the theme with a short turn. Its hint is the
 * native `title`: MUI's Tooltip would bring Popper.js into the login page's first load (issue 12).
 */
export function ThemeToggle() {
  const { theme, toggleTheme } = useUI();
  const [iconTheme, setIconTheme] = useState(theme);
  useEffect(() => {
    if (iconTheme === theme) return;
    const timer = window.setTimeout(() => setIconTheme(theme), THEME_ICON_SWITCH_MS);
    return () => window.clearTimeout(timer);
  }, [theme, iconTheme]);
  const label = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  const Icon = iconTheme === 'dark' ? LightModeOutlinedIcon : DarkModeOutlinedIcon;
  return (
    <IconButton aria-label={label} title={label} onClick={toggleTheme} color="inherit">
      <Icon key={iconTheme} sx={{ animation: `${spinIn} ${THEME_ICON_SWITCH_MS}ms ease-out` }} />
    </IconButton>
  );
}
