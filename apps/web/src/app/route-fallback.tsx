import { useEffect, useState } from 'react';
import { Outlet, matchRoutes, useLocation, useNavigation, type RouteObject } from 'react-router';
import { CardSkeleton, ScreenSkeleton, ShellSkeleton } from '../components/ScreenSkeleton';

/** How long a navigation may load before its screen gives way to a skeleton (no flash on a fast link). */
export const SKELETON_DELAY_MS = 200;

/**
 * What the first page load shows while its lazy routes' code arrives: the signed-in frame's
 * skeleton for a gated path, a card's skeleton for a public page (login, a vendor's link).
 */
export function RouteFallback({ publicRoutes }: { publicRoutes: RouteObject[] }) {
  const isPublic = matchRoutes(publicRoutes, window.location.pathname) !== null;
  return isPublic ? <CardSkeleton /> : <ShellSkeleton />;
}

/**
 * The outlet of the signed-in frame: while the user goes to another screen whose code is still
 * loading, the screen's skeleton replaces the old screen after {@link SKELETON_DELAY_MS}.
 */
export function ScreenOutlet() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === 'loading' ? navigation.location.pathname : null;
  const leaving = target !== null && target !== location.pathname;
  // The path whose code has kept the user waiting past the delay.
  const [lateFor, setLateFor] = useState<string | null>(null);

  useEffect(() => {
    if (!leaving) return;
    const timer = window.setTimeout(() => setLateFor(target), SKELETON_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [leaving, target]);

  return leaving && lateFor === target ? <ScreenSkeleton /> : <Outlet />;
}
