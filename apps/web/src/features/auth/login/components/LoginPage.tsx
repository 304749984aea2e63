import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useAuth } from '../../../../app/auth/auth-context';
import { FullHeightLoader } from '../../../../components/LoadingWheel';
import { ShellSkeleton } from '../../../../components/ScreenSkeleton';
import { ThemeToggle } from '../../../../components/ThemeToggle';
import { WheelLogo } from '../../../../components/WheelLogo';
import { useFormState } from '../../../../lib/form';
import { loadAuthSchemas } from '../../../../lib/lazy-schemas';
import { LoginField } from './LoginField';
import { LoginHero } from './LoginHero';

/** `/login`: e-mail and password; the wheel turns full height while signing in (spec §2). */
export function LoginPage() {
  const { login, loading, error, isAuthenticated } = useAuth();
  const form = useFormState({ email: '', password: '' });
  const [showPassword, setShowPassword] = useState(false);

  // The frame's code may still be on its way (seconds over a satellite link): draw its skeleton
  // rather than nothing while the router loads it.
  if (isAuthenticated && !loading)
    return (
      <>
        <Navigate to="/" replace />
        <ShellSkeleton label="Opening Keel" />
      </>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The schema (zod) loads when first needed, not before the login page is drawn.
    const { loginRequestSchema } = await loadAuthSchemas();
    const credentials = form.validate(loginRequestSchema, form.values);
    if (credentials) await login(credentials);
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default', position: 'relative' }}>
      <LoginHero />
      <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', color: 'text.secondary' }}>
          <ThemeToggle />
        </Box>
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Paper
            component="form"
            noValidate
            onSubmit={submit}
            elevation={0}
            sx={(t) => ({
              width: '100%',
              maxWidth: 420,
              p: { xs: 3, sm: 5 },
              border: 1,
              borderColor: 'divider',
              boxShadow: `0 24px 48px -12px ${alpha(t.palette.common.black, t.palette.mode === 'dark' ? 0.5 : 0.12)}`,
            })}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: 'primary.main', mb: 3 }}>
              <WheelLogo width={44} height={44} title="Keel" />
              <Typography
                component="span"
                sx={{ fontSize: '2rem', fontWeight: 700, color: 'text.primary', letterSpacing: 0.5 }}
              >
                Keel
              </Typography>
            </Box>
            <Typography variant="h3" component="h1">
              Sign in
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              Welcome aboard. Enter your work e-mail and password.
            </Typography>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} role="alert">
                {error}
              </Alert>
            )}
            <LoginField
              label="Email"
              type="email"
              autoComplete="username"
              autoFocus
              {...form.text('email')}
            />
            <LoginField
              label="Password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              {...form.text('password')}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? 'Hide password' : 'Show password'}
                    onClick={() => setShowPassword((v) => !v)}
                    edge="end"
                    size="small"
                  >
                    {showPassword ? (
                      <VisibilityOffIcon fontSize="small" />
                    ) : (
                      <VisibilityIcon fontSize="small" />
                    )}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              disabled={loading}
              sx={{ mt: 2, py: 1.25 }}
            >
              Log in
            </Button>
          </Paper>
        </Box>
      </Box>
      {loading && (
        <Box
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1400,
            bgcolor: (t) => alpha(t.palette.background.default, 0.9),
          }}
        >
          <FullHeightLoader label="Signing in" />
        </Box>
      )}
    </Box>
  );
}
