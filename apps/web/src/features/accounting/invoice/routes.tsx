import type { RouteObject } from 'react-router';
import type { NavItem } from '../../../app/layout/nav-context';
import { lazyComponent } from '../../../lib/lazy-route';

/**
 * `/accounting/invoices` (list + AR ageing), `/accounting/invoices/edit/:invoiceID` (draft editor, `new`
 * for a new one) and `/accounting/invoices/view/:invoiceID` (sidebar `accounting.invoicing`).
 */
export const invoiceRoutes: RouteObject[] = [
  {
    path: '/accounting/invoices',
    lazy: lazyComponent(
      () => import('./components/InvoicesPage'),
      (m) => m.InvoicesPage,
    ),
  },
  {
    path: '/accounting/invoices/edit/:invoiceID',
    lazy: lazyComponent(
      () => import('./components/InvoiceEditPage'),
      (m) => m.InvoiceEditPage,
    ),
  },
  {
    path: '/accounting/invoices/view/:invoiceID',
    lazy: lazyComponent(
      () => import('./components/InvoiceViewPage'),
      (m) => m.InvoiceViewPage,
    ),
  },
];

export const invoiceNav: NavItem[] = [
  {
    label: 'Invoices',
    path: '/accounting/invoices',
    icon: 'RequestQuoteOutlined',
    group: 'Accounting',
    description: 'Customer invoices re-billing ship costs, payments and the AR ageing',
  },
];
