import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/** `/accounting/bank-accounts` (sidebar `accounting.bank_accounts`); an account opens in a dialog (`?open=`). */
export const bankAccountRoutes: RouteObject[] = [
  {
    path: '/accounting/bank-accounts',
    lazy: lazyComponent(
      () => import('./components/BankAccountsPage'),
      (m) => m.BankAccountsPage,
    ),
  },
];

export const bankAccountNav: NavItem[] = [
  {
    label: 'Bank accounts',
    path: '/accounting/bank-accounts',
    icon: 'AccountBalanceOutlined',
    group: 'Accounting',
    description: "The company's and counterparties' accounts, IBANs checked",
  },
];
