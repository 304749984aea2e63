import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { gateRoute } from '@keel/domain';
import { FullHeightLoader } from '../../components/LoadingWheel';
import { useAccessState } from '../access/access-context';
import { useAuth } from '../auth/auth-context';
import { lastSafePage, rememberSafePage } from './last-safe-page';

/** Navigation state handed to /access-denied: the page to return to. */
export interface AccessDeniedState {
  from: string;
}

/**
 * The route gate of spec §6: no session → /login; the access lists failed to load → session
 * forgotten, /login; an unknown path → /404; a denied path → /access-denied with the last safe
 * page; a permitted path is remembered as the last safe page.
 */
export function RouteGate({ children }: { children?: ReactNode }) {
  const { isAuthenticated, endSession } = useAuth();
  const { access, isError } = useAccessState();
  const location = useLocation();
  const navigate = useNavigate();
  const redirected = useRef<string | null>(null);
  const decision = access ? gateRoute(location.pathname, access) : null;
  const here = location.pathname + location.search;

  useEffect(() => {
    if (isAuthenticated && isError) endSession();
  }, [isAuthenticated, isError, endSession]);

  useEffect(() => {
    if (decision === 'allow') rememberSafePage(here);
  }, [decision, here]);

  // A denied page is pushed (not replaced) so Go Back on the 403 page can step over it; once per
  // location, however often the gate re-renders while the access lists refresh.
  useEffect(() => {
    if (decision !== 'deny' || redirected.current === location.key) return;
    redirected.current = location.key;
    navigate('/access-denied', { state: { from: lastSafePage() } satisfies AccessDeniedState });
  }, [decision, location.key, navigate]);

  if (!isAuthenticated) return <Navigate to="/login" replace />;
  if (isError || !decision) return <FullHeightLoader label="Loading your access" />;
  if (decision === 'not-found') return <Navigate to="/404" replace />;
  if (decision === 'deny') return <FullHeightLoader label="Checking your access" />;
  return <>{children ?? <Outlet />}</>;
}
