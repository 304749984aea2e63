import { useState } from 'react';
import { Outlet, useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import { WheelLogo } from '../../components/WheelLogo';
import { OfflineBanner } from '../offline/OfflineBanner';
import { useUI } from '../theme/ui-context';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_OPEN_WIDTH, SidebarNav } from './Sidebar';
import { TOP_BAR_HEIGHT, TopBar } from './TopBar';

/**
 * The signed-in frame: top bar, the collapsible sidebar (265/100 px; a full-width drawer under
 * 900 px) and the main content, at most 90vh high and scrolling (spec §9).
 */
export function MainLayout() {
  const { sidebarOpen, setSidebarOpen } = useUI();
  const isMobile = useMediaQuery('(max-width:899.95px)', { noSsr: true });
  const [drawerOpen, setDrawerOpen] = useState(false);
  const navigation = useNavigation();
  const width = sidebarOpen ? SIDEBAR_OPEN_WIDTH : SIDEBAR_CLOSED_WIDTH;

  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <a href="#main-content" className="skip-link">
        Skip to content
      </a>
      <TopBar
        isMobile={isMobile}
        sidebarOpen={sidebarOpen}
        brandWidth={width}
        onMenuClick={() => (isMobile ? setDrawerOpen(true) : setSidebarOpen(!sidebarOpen))}
      />
      {navigation.state === 'loading' && (
        <LinearProgress
          aria-label="Loading page"
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1301, height: 3 }}
        />
      )}
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        {isMobile ? (
          <Drawer
            variant="temporary"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            slotProps={{ paper: { sx: { width: '100%', bgcolor: 'background.default' } } }}
          >
            <Box
              sx={{
                height: TOP_BAR_HEIGHT,
                display: 'flex',
                alignItems: 'center',
                gap: 1.25,
                px: 2,
                color: 'primary.main',
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <WheelLogo width={30} height={30} />
              <Typography sx={{ fontSize: '1.3rem', fontWeight: 700, color: 'text.primary', flex: 1 }}>
                Keel
              </Typography>
              <IconButton aria-label="Close navigation" onClick={() => setDrawerOpen(false)}>
                <CloseIcon />
              </IconButton>
            </Box>
            <SidebarNav collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <Box
            sx={{
              width,
              flexShrink: 0,
              transition: (t) => t.transitions.create('width', { duration: t.transitions.duration.shorter }),
              borderRight: 1,
              borderColor: 'divider',
              bgcolor: 'background.default',
            }}
          >
            <SidebarNav collapsed={!sidebarOpen} />
          </Box>
        )}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flex: 1,
            minWidth: 0,
            maxHeight: '90vh',
            overflowY: 'auto',
            alignSelf: 'flex-start',
            height: `calc(100vh - ${TOP_BAR_HEIGHT}px)`,
            px: { xs: 2, md: 3 },
            py: { xs: 2, md: 3 },
            outline: 'none',
          }}
        >
          <OfflineBanner />
          <Outlet />
        </Box>
      </Box>
    </Box>
  );
}
