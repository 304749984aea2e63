import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';

/*
 * Skeletons drawn while a lazy screen's code or its first data loads (issue 12: over a satellite link
 * a chunk can take seconds, and a blank page or a lone spinner tells the user nothing). They live in
 * the entry, so they use only Box and Skeleton; their sizes follow the signed-in frame (top bar
 * 64 px, sidebar 265 px, hidden under 900 px — app/layout/TopBar.tsx and Sidebar.tsx) without
 * importing it, which would pull the frame into the entry.
 */

const FRAME_TOP_BAR = 64;
const FRAME_SIDEBAR = 265;

/** The content of a screen being loaded: heading, filter bar and table rows. */
export function ScreenSkeleton({ label = 'Loading the page' }: { label?: string }) {
  return (
    <Box role="progressbar" aria-label={label} aria-busy="true" data-testid="screen-skeleton">
      <Skeleton variant="text" sx={{ fontSize: '1.6rem', width: '40%', maxWidth: 360 }} />
      <Skeleton variant="text" sx={{ width: '60%', maxWidth: 520, mb: 3 }} />
      <Box sx={{ display: 'flex', gap: 1, mb: 2 }}>
        <Skeleton variant="rounded" height={40} sx={{ flex: '0 1 280px' }} />
        <Skeleton variant="rounded" height={40} sx={{ flex: '0 1 160px' }} />
      </Box>
      <Skeleton variant="rounded" height={44} sx={{ mb: 1 }} />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} variant="text" height={36} />
      ))}
    </Box>
  );
}

/** The whole signed-in frame being loaded: top bar, sidebar and a screen skeleton. */
export function ShellSkeleton({ label }: { label?: string }) {
  return (
    <Box sx={{ height: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box
        sx={{
          height: FRAME_TOP_BAR,
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Skeleton variant="circular" width={32} height={32} />
        <Skeleton variant="text" width={80} sx={{ fontSize: '1.3rem' }} />
        <Skeleton variant="rounded" height={36} sx={{ flex: '0 1 420px', ml: { md: 8 } }} />
        <Box sx={{ flex: 1 }} />
        <Skeleton variant="circular" width={36} height={36} />
      </Box>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <Box
          sx={{
            width: FRAME_SIDEBAR,
            flexShrink: 0,
            display: { xs: 'none', md: 'block' },
            borderRight: 1,
            borderColor: 'divider',
            p: 2,
          }}
        >
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={36} sx={{ mb: 1 }} />
          ))}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0, px: { xs: 2, md: 3 }, py: { xs: 2, md: 3 } }}>
          <ScreenSkeleton label={label} />
        </Box>
      </Box>
    </Box>
  );
}

/** A public page (login, a vendor's link) being loaded: one card in the middle. */
export function CardSkeleton({ label = 'Loading the page' }: { label?: string }) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'background.default',
        p: 2,
      }}
    >
      <Box role="progressbar" aria-label={label} aria-busy="true" sx={{ width: '100%', maxWidth: 420 }}>
        <Skeleton variant="text" sx={{ fontSize: '2rem', width: '45%' }} />
        <Skeleton variant="text" sx={{ width: '80%', mb: 3 }} />
        <Skeleton variant="rounded" height={48} sx={{ mb: 2 }} />
        <Skeleton variant="rounded" height={48} sx={{ mb: 3 }} />
        <Skeleton variant="rounded" height={40} />
      </Box>
    </Box>
  );
}
