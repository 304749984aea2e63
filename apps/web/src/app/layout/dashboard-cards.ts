import { createContext, useContext, type ComponentType } from 'react';

/**
 * A card a feature adds to the dashboard (e.g. certificates falling due). The app composes them
 * (features never import each other); the dashboard shows those whose `path` the user may open.
 */
export interface DashboardCard {
  id: string;
  /** The area the card belongs to: the route gate decides who sees it. */
  path: string;
  /** The card (lazy, so its code loads with the dashboard only for those who see it). */
  Component: ComponentType;
}

export const DashboardCardsContext = createContext<readonly DashboardCard[]>([]);

/** Every dashboard card of the app (not yet filtered by access). */
export function useDashboardCards(): readonly DashboardCard[] {
  return useContext(DashboardCardsContext);
}
