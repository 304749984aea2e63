import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { lazyModule } from '../lib/lazy-route';
import type { ErrorScene } from './ErrorIllustration';
import { ThemeToggle } from './ThemeToggle';

export interface ErrorPageProps {
  code: number | string;
  title: string;
  text: ReactNode;
  scene: ErrorScene;
  onBack: () => void;
  /** Go Home, or Logout when the user may not see the dashboard (spec §2). */
  action: { label: string; icon: ReactNode; onClick: () => void };
}

/**
 * The picture is decoration: it loads when an error page is drawn (the error pages are part of the
 * first load, the picture need not be: docs/bundle-budget-and-first-load.md); its box keeps its place.
 */
const illustration = lazyModule(() => import('./ErrorIllustration'));

function Illustration({ scene }: { scene: ErrorScene }) {
  const loaded = illustration.useModule();
  return loaded ? <loaded.ErrorIllustration scene={scene} /> : null;
}

/** The error page of spec §2: code, title, text, a themed picture, Go Back, Go Home/Logout, theme toggle. */
export function ErrorPage({ code, title, text, scene, onBack, action }: ErrorPageProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        bgcolor: 'background.default',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 2, md: 4 },
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', color: 'text.secondary' }}>
        <ThemeToggle />
      </Box>
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          gap: { xs: 3, md: 8 },
          flexDirection: { xs: 'column', md: 'row' },
          textAlign: { xs: 'center', md: 'left' },
        }}
      >
        <Box sx={{ width: { xs: '80%', sm: 360, md: 420 }, aspectRatio: '400 / 270' }}>
          <Illustration scene={scene} />
        </Box>
        <Box sx={{ maxWidth: 440 }}>
          <Typography
            sx={{
              fontSize: { xs: '4rem', md: '5.5rem' },
              fontWeight: 700,
              lineHeight: 1,
              color: 'primary.main',
            }}
          >
            {code}
          </Typography>
          <Typography variant="h1" sx={{ mt: 1.5, mb: 1.5 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '0.95rem', mb: 3.5 }}>
            {text}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: { xs: 'center', md: 'flex-start' } }}>
            <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack}>
              Go Back
            </Button>
            <Button variant="contained" startIcon={action.icon} onClick={action.onClick}>
              {action.label}
            </Button>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
