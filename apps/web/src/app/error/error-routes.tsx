import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { gateRoute } from '@keel/domain';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { ErrorPage } from '../../components/ErrorPage';
import type { ErrorScene } from '../../components/ErrorIllustration';
import { useAccessState } from '../access/access-context';
import { useAuth } from '../auth/auth-context';
import type { AccessDeniedState } from '../gate/RouteGate';

/** Text of the 403 page (spec §2). */
export const ACCESS_DENIED_TEXT =
  'Access to the site is restricted. Please contact the site administrator if you need to gain access.';
/** Text of any other error (spec §2). */
export const GENERIC_ERROR_TEXT = 'We apologize, something went wrong.';

function historyIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

function ErrorScreen({
  code,
  title,
  text,
  scene,
}: {
  code: number;
  title: string;
  text: string;
  scene: ErrorScene;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const { isAuthenticated, logout } = useAuth();
  const { access } = useAccessState();
  const mayOpenDashboard = access !== null && gateRoute('/', access) === 'allow';

  /** One step back; two for 403 (the denied page redirected here); home when history is short. */
  const goBack = () => {
    const steps = code === 403 ? 2 : 1;
    if (historyIndex() >= steps) navigate(-steps);
    else navigate(code === 403 ? ((location.state as AccessDeniedState | null)?.from ?? '/') : '/');
  };

  const action = mayOpenDashboard
    ? { label: 'Go Home', icon: <HomeOutlinedIcon />, onClick: () => navigate('/') }
    : {
        label: isAuthenticated ? 'Logout' : 'Log in',
        icon: <LogoutIcon />,
        onClick: () => void logout(),
      };
  return <ErrorPage code={code} title={title} text={text} scene={scene} onBack={goBack} action={action} />;
}

/** `/404` (spec §2). */
export function NotFoundPage() {
  return (
    <ErrorScreen
      code={404}
      title="Not Found"
      text="The page you are looking for does not exist or has moved."
      scene="lost"
    />
  );
}

/** `/access-denied` (spec §2). */
export function AccessDeniedPage() {
  return <ErrorScreen code={403} title="Access Error" text={ACCESS_DENIED_TEXT} scene="locked" />;
}

/** The routes' error element: a thrown response or error, shown with the error page. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const code = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === 'string' && error.data
      ? error.data
      : error instanceof Error && error.message
        ? error.message
        : GENERIC_ERROR_TEXT;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorScreen code={code} title="Something went wrong" text={message} scene="storm" />;
}
