import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/accounting/exchanges` and `/accounting/exchanges/:exchangeID` (sidebar `accounting.exchange`). */
export const exchangeRoutes: RouteObject[] = [
  {
    path: '/accounting/exchanges',
    lazy: lazyComponent(
      () => import('./components/ExchangeRatesPage'),
      (m) => m.ExchangeRatesPage,
    ),
  },
  {
    path: '/accounting/exchanges/:exchangeID',
    lazy: lazyComponent(
      () => import('./components/ExchangeRateDetailPage'),
      (m) => m.ExchangeRateDetailPage,
    ),
  },
];

export const exchangeNav: NavItem[] = [
  {
    label: 'Exchange rates',
    path: '/accounting/exchanges',
    icon: 'CurrencyExchange',
    group: 'Accounting',
    description: 'Dated rates, daily reference imports and a chart per pair',
  },
];
