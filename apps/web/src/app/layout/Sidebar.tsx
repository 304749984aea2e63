import { Fragment, useMemo } from 'react';
import { Link as RouterLink, matchPath, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { KEEL_VERSION, gateRoute } from '@keel/domain';
import { useAccess } from '../access/access-context';
import { NAV_GROUPS, useNavItems, type NavItem } from './nav-context';
import { NavIcon } from './nav-icons';

/** Sidebar widths of spec §9. */
export const SIDEBAR_OPEN_WIDTH = 265;
export const SIDEBAR_CLOSED_WIDTH = 100;

function matches(item: NavItem, pathname: string): boolean {
  return Boolean(matchPath({ path: item.path, end: item.path === '/' }, pathname));
}

/**
 * The one entry to highlight: the most specific entry whose path the location starts with, so
 * `/version/manage` lights "Version targets" and not also "Appliance versions" (`/version`).
 */
export function activeNavPath(items: readonly NavItem[], pathname: string): string | undefined {
  let best: string | undefined;
  for (const item of items) {
    if (matches(item, pathname) && (best === undefined || item.path.length > best.length)) best = item.path;
  }
  return best;
}

/** The areas the user may open, grouped; `collapsed` shows icons only. */
export function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const access = useAccess();
  const items = useNavItems();
  const { pathname } = useLocation();
  const visible = useMemo(() => items.filter((i) => gateRoute(i.path, access) === 'allow'), [items, access]);
  const activePath = activeNavPath(visible, pathname);
  const sections = [
    { group: null, items: visible.filter((i) => i.group === null) },
    ...NAV_GROUPS.map((group) => ({ group, items: visible.filter((i) => i.group === group) })),
  ].filter((s) => s.items.length > 0);

  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Box sx={{ flex: 1, overflowY: 'auto', overflowX: 'hidden', px: collapsed ? 1.5 : 2, py: 1 }}>
        {sections.map(({ group, items: groupItems }, index) => (
          <Fragment key={group ?? 'top'}>
            {index > 0 && collapsed && <Divider sx={{ my: 1 }} />}
            <List
              dense
              disablePadding
              subheader={
                group && !collapsed ? (
                  <ListSubheader
                    disableSticky
                    sx={{
                      bgcolor: 'transparent',
                      fontSize: '0.7rem',
                      fontWeight: 600,
                      letterSpacing: 0.8,
                      textTransform: 'uppercase',
                      lineHeight: '32px',
                      mt: 1.5,
                    }}
                  >
                    {group}
                  </ListSubheader>
                ) : undefined
              }
            >
              {groupItems.map((item) => {
                const active = item.path === activePath;
                const button = (
                  <ListItemButton
                    component={RouterLink}
                    to={item.path}
                    onClick={onNavigate}
                    selected={active}
                    aria-current={active ? 'page' : undefined}
                    aria-label={collapsed ? item.label : undefined}
                    sx={(t) => ({
                      mb: 0.5,
                      py: collapsed ? 1.25 : 1,
                      justifyContent: collapsed ? 'center' : 'flex-start',
                      color: 'text.primary',
                      '&.Mui-selected, &.Mui-selected:hover': {
                        bgcolor: alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.25 : 0.1),
                        color: t.palette.mode === 'dark' ? t.palette.primary.light : t.palette.primary.main,
                      },
                    })}
                  >
                    <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36, color: 'inherit' }}>
                      <NavIcon name={item.icon} fontSize="small" />
                    </ListItemIcon>
                    {!collapsed && (
                      <ListItemText
                        primary={item.label}
                        slotProps={{
                          primary: { sx: { fontWeight: active ? 600 : 400, fontSize: '0.85rem' } },
                        }}
                      />
                    )}
                  </ListItemButton>
                );
                // Each link in its own list item: a list holds items, not links (axe 'list').
                return (
                  <ListItem key={item.path} disablePadding sx={{ display: 'block' }}>
                    {collapsed ? (
                      <Tooltip title={item.label} placement="right">
                        {button}
                      </Tooltip>
                    ) : (
                      button
                    )}
                  </ListItem>
                );
              })}
            </List>
          </Fragment>
        ))}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ px: 3, py: 1.5, textAlign: collapsed ? 'center' : 'left' }}
      >
        {collapsed ? KEEL_VERSION.slice(0, 4) : `Keel ${KEEL_VERSION}`}
      </Typography>
    </Box>
  );
}
