import { describe, expect, it } from 'vitest';
import {
  isNeverCached,
  isOfflineScreenCode,
  isShellRead,
  OFFLINE_SCREENS,
  offlineScreenOf,
} from './offline-routes';

const origin = 'https://keel.example';
const screenOf = (path: string, method = 'GET', at = origin) =>
  offlineScreenOf(method, new URL(path, at), origin);

describe('the table of screens kept offline', () => {
  it('keeps the reads of the dashboard, requisitions, certificates and noon reports', () => {
    expect(screenOf('/api/v1/work')).toBe("Ship's dashboard");
    expect(screenOf('/api/v1/work/items?kind=delivery_to_receive&offset=0&limit=20')).toBe(
      "Ship's dashboard",
    );
    expect(screenOf('/api/v1/purchasing/requisitions?state=draft')).toBe('Requisitions (list and record)');
    expect(screenOf('/api/v1/purchasing/requisitions/5f1c')).toBe('Requisitions (list and record)');
    expect(screenOf('/api/v1/activity/requisition/5f1c/comments?limit=200')).toBe(
      'Requisitions (list and record)',
    );
    expect(screenOf('/api/v1/certificates/?ship=a')).toBe('Certificates');
    expect(screenOf('/api/v1/certificates/matrix')).toBe('Certificates');
    expect(screenOf('/api/v1/noon-reports/?ship=a&page=2')).toBe('Noon reports');
    expect(screenOf('/api/v1/access/sidebar/me/')).toMatch(/App shell/);
    expect(screenOf('/api/v1/access/ships/me/')).toBe("Ship's dashboard");
  });

  it('keeps nothing that is not in the table', () => {
    expect(screenOf('/api/v1/purchasing/purchase-orders')).toBeNull();
    expect(screenOf('/api/v1/users/')).toBeNull();
    expect(screenOf('/api/v1/noon-reports/extra/deep')).toBeNull();
    expect(screenOf('/api/v1/purchasing/requisitions/a/b/c')).toBeNull();
    expect(screenOf('/index.html')).toBeNull();
  });

  it('keeps only GETs of this origin', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'])
      expect(screenOf('/api/v1/purchasing/requisitions', method)).toBeNull();
    expect(screenOf('/api/v1/purchasing/requisitions', 'GET', 'https://other.example')).toBeNull();
  });

  it('never keeps sign-in, public vendor pages, the WebSocket or downloads, even when a line would match', () => {
    expect(isNeverCached('/auth/')).toBe(true);
    expect(isNeverCached('/auth/refresh/')).toBe(true);
    expect(isNeverCached('/public/vendor/offer/tok123')).toBe(true);
    expect(isNeverCached('/live')).toBe(true);
    expect(isNeverCached('/certificates/abc/file')).toBe(true);
    expect(isNeverCached('/activity/requisition/r1/attachments/f9')).toBe(true);
    expect(isNeverCached('/noon-reports/export')).toBe(true);
    expect(isNeverCached('/purchasing/requisitions/r1/pdf')).toBe(true);
    // A table line such as `/purchasing/requisitions/:id/…` still never takes a download.
    expect(screenOf('/api/v1/purchasing/requisitions/r1/pdf')).toBeNull();
    expect(screenOf('/api/v1/activity/requisition/r1/attachments/f9')).toBeNull();
    expect(screenOf('/api/v1/auth/')).toBeNull();
    // The attachment list itself is data, not a download.
    expect(isNeverCached('/activity/requisition/r1/attachments')).toBe(false);
  });

  it('no table line names a path the deny list refuses', () => {
    for (const entry of OFFLINE_SCREENS)
      for (const template of entry.api)
        expect(isNeverCached(template.replace(/:[a-z]+/gi, 'x')), `${entry.screen}: ${template}`).toBe(false);
  });

  it('knows the code of the screens kept offline', () => {
    expect(isOfflineScreenCode('src/features/fleet/certificate/components/ShipCertificatesPage.tsx')).toBe(
      true,
    );
    expect(isOfflineScreenCode('src/features/fleet/noon-report/components/NoonReportsPage.tsx')).toBe(true);
    expect(isOfflineScreenCode('src/app/layout/MainLayout.tsx')).toBe(true);
    expect(isOfflineScreenCode('src/features/users/user/components/UsersListPage.tsx')).toBe(false);
    expect(
      isOfflineScreenCode('src/features/purchasing/purchase-order/components/PurchaseOrdersPage.tsx'),
    ).toBe(false);
  });
});

describe('the app shell reads', () => {
  it('are told apart from the data of a screen', () => {
    expect(isShellRead('/api/v1/access/sidebar/me/')).toBe(true);
    expect(isShellRead('/api/v1/config/')).toBe(true);
    expect(isShellRead('/api/v1/noon-reports/?ship=a')).toBe(false);
    expect(isShellRead('/api/v1/access/ships/me/')).toBe(false);
    expect(isShellRead('/config/')).toBe(false);
  });
});
