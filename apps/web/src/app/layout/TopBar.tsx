import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import { WheelLogo } from '../../components/WheelLogo';
import { ThemeToggle } from '../../components/ThemeToggle';
import { companyConfigQuery } from '../../lib/shared-queries';
import { AccountMenu } from './AccountMenu';
import { NotificationBell } from '../../features/notifications/components/NotificationBell';
import { WorkCount } from '../../features/work/components/WorkCount';
import { GlobalSearch } from '../../features/search/components/GlobalSearch';
import { OutboxIndicator } from '../outbox/OutboxIndicator';

/** Height of the top bar. */
export const TOP_BAR_HEIGHT = 64;

/** The top bar: logo, navigation button, company name, theme toggle and account menu. */
export function TopBar({
  isMobile,
  sidebarOpen,
  onMenuClick,
  brandWidth,
}: {
  isMobile: boolean;
  sidebarOpen: boolean;
  onMenuClick: () => void;
  brandWidth: number;
}) {
  const config = useQuery({ ...companyConfigQuery(), retry: false });
  const menuLabel = isMobile ? 'Open navigation' : sidebarOpen ? 'Collapse navigation' : 'Expand navigation';
  return (
    <Box
      component="header"
      sx={{
        height: TOP_BAR_HEIGHT,
        flexShrink: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        bgcolor: 'background.default',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box
        component={RouterLink}
        to="/"
        aria-label="Keel home"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.25,
          width: isMobile ? 'auto' : brandWidth - 16,
          transition: 'width 225ms',
          color: 'primary.main',
          textDecoration: 'none',
          overflow: 'hidden',
          flexShrink: 0,
        }}
      >
        <WheelLogo width={32} height={32} />
        {(isMobile || sidebarOpen) && (
          <Typography
            sx={{ fontSize: '1.35rem', fontWeight: 700, letterSpacing: 0.5, color: 'text.primary' }}
          >
            Keel
          </Typography>
        )}
      </Box>
      <Tooltip title={menuLabel}>
        <IconButton
          aria-label={menuLabel}
          onClick={onMenuClick}
          sx={(t) => ({ bgcolor: t.palette.background.paper, color: 'primary.main', borderRadius: '10px' })}
        >
          {isMobile || !sidebarOpen ? <MenuIcon fontSize="small" /> : <MenuOpenIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Typography
        component="span"
        noWrap
        sx={{
          ml: 1.5,
          fontWeight: 500,
          fontSize: '0.95rem',
          color: 'text.secondary',
          display: { xs: 'none', sm: 'block' },
        }}
      >
        {config.data?.companyName ?? ''}
      </Typography>
      <Box sx={{ flex: 1 }} />
      <OutboxIndicator compact={isMobile} />
      <GlobalSearch />
      <WorkCount />
      <NotificationBell />
      <Box sx={{ color: 'text.secondary' }}>
        <ThemeToggle />
      </Box>
      <AccountMenu />
    </Box>
  );
}
