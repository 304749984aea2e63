/**
 * What the service worker keeps for reading at sea (docs/offline-reads.md). One table: a module whose
 * screens a crew needs without a connection adds one line — the folders of its screens' code (those
 * chunks are precached with the app shell) and the API paths those screens read (their last answer is
 * kept per user, network first). Paths are relative to `/api/v1`; `:name` stands for one path segment;
 * the query string is part of the cached answer's key (each filter of a list is its own answer).
 */
export interface OfflineScreen {
  /** What the crew calls it (docs and tests). */
  screen: string;
  /** Source folders (from `apps/web/`) whose lazy screens are precached. */
  code: readonly string[];
  /** GET paths under `/api/v1` whose last answer is kept. */
  api: readonly string[];
  /** Reads of every screen (access lists, settings): kept, but not "the data" the banner dates. */
  shell?: true;
}

export const OFFLINE_SCREENS: readonly OfflineScreen[] = [
  {
    screen: 'App shell (layout, sign-in page, access lists, company settings)',
    code: ['src/app/', 'src/features/auth/login/'],
    api: ['/access/actions/me/', '/access/sidebar/me/', '/config/'],
    shell: true,
  },
  {
    screen: "Ship's dashboard",
    code: ['src/features/dashboard/home/', 'src/features/work/'],
    api: ['/access/ships/me/', '/work', '/work/items'],
  },
  {
    screen: 'Requisitions (list and record)',
    code: ['src/features/purchasing/requisition/'],
    api: [
      '/purchasing/requisitions',
      '/purchasing/requisitions/:id',
      '/purchasing/requisitions/:id/budget-check',
      '/activity/requisition/:id',
      '/activity/requisition/:id/comments',
      '/activity/requisition/:id/attachments',
    ],
  },
  {
    screen: 'Certificates',
    code: ['src/features/fleet/certificate/'],
    api: ['/certificates/', '/certificates/due', '/certificates/matrix'],
  },
  {
    screen: "PMS spare parts (a ship's list and a part's page)",
    code: ['src/features/pms/spare-part/'],
    api: ['/pms/spare-parts', '/pms/spare-parts/:id', '/pms/spare-parts/:id/ledger'],
  },
  {
    screen: "PMS component tree (a ship's maintenance: tree, running hours)",
    code: ['src/features/pms/component/', 'src/features/pms/pms-slots.tsx'],
    api: [
      '/pms/fleet',
      '/pms/ships/:shipId/components',
      '/pms/components/:id',
      '/pms/components/:id/counters',
      '/pms/counters/:id/readings',
    ],
  },
  {
    screen: 'Noon reports',
    code: ['src/features/fleet/noon-report/'],
    api: ['/noon-reports/'],
  },
  {
    screen: "PMS jobs (the ship's jobs list and the job page)",
    code: ['src/features/pms/job/'],
    api: [
      '/pms/jobs',
      '/pms/jobs/:id',
      '/pms/jobs/fleet-counts',
      '/activity/pms_job/:id',
      '/activity/pms_job/:id/comments',
      '/activity/pms_job/:id/attachments',
    ],
  },
  {
    screen: "ISM manual (the ship's effective documents; their files are kept by the screen)",
    code: ['src/features/dms/document/'],
    api: [
      '/dms/tree',
      '/dms/documents/:id',
      '/dms/ships/:id/effective',
      '/activity/dms-document/:id',
      '/activity/dms-document/:id/comments',
      '/activity/dms-document/:id/attachments',
    ],
  },
];

/** The versioned API prefix the table's paths hang under. */
export const API_PREFIX = '/api/v1';

/**
 * Paths never kept, whatever the table says: sign-in and session renewal, the public vendor pages (their
 * links carry a token), the live WebSocket, and file downloads (large, and a file's bytes are no screen's
 * data). Checked against the path after {@link API_PREFIX}.
 */
const NEVER_CACHED: readonly RegExp[] = [
  /^\/auth(\/|$)/,
  /^\/public(\/|$)/,
  /^\/live(\/|$)/,
  /\/(file|pdf|export|download)(\/|$)/,
  /\/attachments\/[^/]+/,
];

function compile(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (ch) => `\\${ch}`),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

const MATCHERS = OFFLINE_SCREENS.flatMap((entry) =>
  entry.api.map((template) => ({
    screen: entry.screen,
    shell: entry.shell ?? false,
    pattern: compile(template),
  })),
);

/** True for an address (as the API client sends it) that the app shell reads on every screen. */
export function isShellRead(address: string): boolean {
  const { pathname } = new URL(address, 'http://keel.invalid');
  if (!pathname.startsWith(`${API_PREFIX}/`)) return false;
  const apiPath = pathname.slice(API_PREFIX.length);
  return MATCHERS.some((matcher) => matcher.shell && matcher.pattern.test(apiPath));
}

/** True when the API path (after `/api/v1`) must never be kept on the device. */
export function isNeverCached(apiPath: string): boolean {
  return NEVER_CACHED.some((pattern) => pattern.test(apiPath));
}

/**
 * The table line whose answers a request may be kept under, or null. Only same-origin GETs of
 * `/api/v1/…` paths listed in the table, and never a path of {@link isNeverCached}.
 */
export function offlineScreenOf(method: string, url: URL, origin: string): string | null {
  if (method !== 'GET' || url.origin !== origin || !url.pathname.startsWith(`${API_PREFIX}/`)) return null;
  const apiPath = url.pathname.slice(API_PREFIX.length);
  if (isNeverCached(apiPath)) return null;
  return MATCHERS.find((matcher) => matcher.pattern.test(apiPath))?.screen ?? null;
}

/** True when a built module (path from `apps/web/`) is the code of a screen kept for offline use. */
export function isOfflineScreenCode(modulePath: string): boolean {
  return OFFLINE_SCREENS.some((entry) => entry.code.some((folder) => modulePath.startsWith(folder)));
}
