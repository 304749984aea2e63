import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuditEntry, CreatedSharedLink, SharedLink } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../test/test-app';
import { DEMO, createRole, createUser, dataOf, shipsByName, GOOD_PASSWORD } from '../../test/fixtures';
import { createCertificate, SAMPLE_PDF, upload } from '../fleet/certificate/certificate.fixtures';
import { registerSharedFileKind } from './shared-file-kinds';
import { hashLinkToken } from './shared-link-token';
import { sharedFileLinks } from './shared-link.table';
import { SHARED_DOWNLOAD_LIMIT } from './shared-link-public.routes';

let t: TestApp;
let admin: TestSession;
let master: TestSession;
let aurora: string;
let borealis: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO.admin);
  master = await t.login(DEMO.master);
  const ships = await shipsByName(t);
  aurora = ships.byName('Keel Aurora').id;
  borealis = ships.byName('Keel Borealis').id;
});
afterAll(() => t?.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A certificate on `shipId` with a scan attached by the admin. */
async function certificateWithScan(shipId: string) {
  const c = await createCertificate(admin, shipId);
  expect(
    (await upload(admin, c.id, 1, { name: 'Safety Equipment.pdf', content: SAMPLE_PDF })).statusCode,
  ).toBe(200);
  return c;
}

async function share(session: TestSession, body: Record<string, unknown>) {
  return session.post('/files/shared-links', { expiresAt: inDays(7), ...body });
}

/** The public download of a link's URL, without credentials, from `ip`. */
function open(url: string, ip = '198.51.100.7') {
  return t.inject({
    method: 'GET',
    url: new URL(url).pathname,
    remoteAddress: ip,
    headers: { 'user-agent': 'curl/8' },
  });
}

describe('POST /files/shared-links', () => {
  it('shares a certificate scan; the link downloads it without a login, counted and audited', async () => {
    const c = await certificateWithScan(aurora);
    const response = await share(master, {
      kind: 'certificate-file',
      recordId: c.id,
      note: 'for the PSC officer',
    });
    expect(response.statusCode).toBe(201);
    const link = response.json().data as CreatedSharedLink;
    expect(link.url).toMatch(/^http:\/\/localhost:\d+\/api\/v1\/file\/download\/shared\/[A-Za-z0-9_-]{43}$/);
    const token = link.url.split('/').pop()!;

    // Only the hash is stored.
    const [row] = await t.db.select().from(sharedFileLinks).where(eq(sharedFileLinks.id, link.id));
    expect(row!.tokenHash).toBe(hashLinkToken(token));
    expect(JSON.stringify(row)).not.toContain(token);

    const download = await open(link.url, '203.0.113.9');
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Safety Equipment.pdf"; filename*=UTF-8''Safety%20Equipment.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');

    const mine = dataOf<SharedLink[]>(await master.get('/files/shared-links?limit=5'));
    const listed = mine.find((l) => l.id === link.id)!;
    expect(listed).toMatchObject({
      kind: 'certificate-file',
      recordId: c.id,
      fileName: 'Safety Equipment.pdf',
      state: 'active',
      downloadCount: 1,
      note: 'for the PSC officer',
      createdByName: 'Capt. Jonas Eriksen',
    });
    expect(listed.lastDownloadAt).not.toBeNull();
    expect(JSON.stringify(mine)).not.toContain(token);

    const audit = dataOf<AuditEntry[]>(
      await admin.get(`/audit/?entity=shared_file_link&entityId=${link.id}`),
    );
    expect(audit.map((a) => a.action)).toEqual(['download', 'share']);
    expect(audit[0]).toMatchObject({ actorId: null, actorName: 'Shared link visitor', shipId: aurora });
    expect(audit[0]!.after).toMatchObject({
      ip: '203.0.113.9',
      userAgent: 'curl/8',
      linkCreatedByName: 'Capt. Jonas Eriksen',
      fileName: 'Safety Equipment.pdf',
      downloadCount: 1,
    });
    expect(audit[1]).toMatchObject({ actorName: 'Capt. Jonas Eriksen', action: 'share' });
  });

  it("refuses a file the user cannot read: a master and another ship's certificate (403)", async () => {
    const c = await certificateWithScan(borealis);
    const response = await share(master, { kind: 'certificate-file', recordId: c.id });
    expect(response.statusCode).toBe(403);
    expect(await t.db.select().from(sharedFileLinks).where(eq(sharedFileLinks.recordId, c.id))).toEqual([]);
  });

  it('refuses a user without the area (403), a certificate without a scan (404), a bad id (400)', async () => {
    const role = await createRole(admin, { name: 'No certificates', sidebar: ['dashboard'] });
    const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId: aurora }] });
    const clerk = await t.login(user.email, GOOD_PASSWORD);
    const c = await certificateWithScan(aurora);
    expect((await share(clerk, { kind: 'certificate-file', recordId: c.id })).statusCode).toBe(403);
    const bare = await createCertificate(admin, aurora);
    expect((await share(admin, { kind: 'certificate-file', recordId: bare.id })).statusCode).toBe(404);
    const bad = await share(admin, { kind: 'certificate-file', recordId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'recordId', message: "must be the certificate's id" }]);
  });

  it('names the field: unknown kind, expiry in the past or beyond 30 days, a long note', async () => {
    const c = await certificateWithScan(aurora);
    const kind = await share(admin, { kind: 'ship-photo', recordId: c.id });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().details[0]).toMatchObject({ field: 'kind' });
    expect(kind.json().details[0].message).toContain('certificate-file');
    const past = await share(admin, { kind: 'certificate-file', recordId: c.id, expiresAt: inDays(-1) });
    expect(past.json()).toMatchObject({ message: 'Expires at must be in the future' });
    const far = await share(admin, { kind: 'certificate-file', recordId: c.id, expiresAt: inDays(31) });
    expect(far.json()).toMatchObject({ message: 'Expires at must be at most 30 days from now' });
    const note = await share(admin, { kind: 'certificate-file', recordId: c.id, note: 'x'.repeat(501) });
    expect(note.statusCode).toBe(400);
    expect(note.json().details[0].field).toBe('note');
    expect(
      (await share(admin, { kind: 'certificate-file', recordId: c.id, expiresAt: inDays(30) })).statusCode,
    ).toBe(201);
  });

  it('honours Idempotency-Key: a retried share answers the same link and makes no second one', async () => {
    const c = await certificateWithScan(aurora);
    const body = { kind: 'certificate-file', recordId: c.id, expiresAt: inDays(1) };
    const key = { 'idempotency-key': `share-${c.id}` };
    const first = await admin.request('POST', '/files/shared-links', body, key);
    const again = await admin.request('POST', '/files/shared-links', body, key);
    expect(first.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.db.select().from(sharedFileLinks).where(eq(sharedFileLinks.recordId, c.id))).toHaveLength(
      1,
    );
  });
});

describe('GET /file/download/shared/:token refusals', () => {
  it('answers 404 with a page for an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token', '%00']) {
      const response = await t.inject({ method: 'GET', url: `/api/v1/file/download/shared/${token}` });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Link not found');
      expect(response.body).toContain('prefers-color-scheme:dark');
      expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    }
  });

  it('answers 410 with the expired page once the link has expired, and audits the refusal', async () => {
    const c = await certificateWithScan(aurora);
    const link = dataOf<CreatedSharedLink>(await share(master, { kind: 'certificate-file', recordId: c.id }));
    await t.db
      .update(sharedFileLinks)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000), expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sharedFileLinks.id, link.id));
    const response = await open(link.url);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('This link has expired');
    const mine = dataOf<SharedLink[]>(await master.get('/files/shared-links?state=expired'));
    expect(mine.find((l) => l.id === link.id)).toMatchObject({ state: 'expired', downloadCount: 0 });
    const audit = dataOf<AuditEntry[]>(
      await admin.get(`/audit/?entity=shared_file_link&entityId=${link.id}`),
    );
    expect(audit[0]).toMatchObject({ action: 'download_refused' });
    expect(audit[0]!.after).toMatchObject({ reason: 'expired', ip: '198.51.100.7' });
  });

  it('refuses a life beyond 30 days in the database too', async () => {
    const c = await certificateWithScan(aurora);
    const link = dataOf<CreatedSharedLink>(await share(master, { kind: 'certificate-file', recordId: c.id }));
    await expect(
      t.db
        .update(sharedFileLinks)
        .set({ expiresAt: new Date(Date.now() + 40 * 86_400_000) })
        .where(eq(sharedFileLinks.id, link.id)),
    ).rejects.toThrow();
  });

  it('revoke: owner or admin only; the link then answers 410 with the withdrawn page', async () => {
    const c = await certificateWithScan(aurora);
    const link = dataOf<CreatedSharedLink>(await share(master, { kind: 'certificate-file', recordId: c.id }));
    expect((await open(link.url)).statusCode).toBe(200);

    const other = await t.login(DEMO.purchaser);
    const refused = await other.post(`/files/shared-links/${link.id}/revoke`, {});
    expect(refused.statusCode).toBe(403);
    expect((await master.post(`/files/shared-links/${link.id}/revoke`, { version: 7 })).statusCode).toBe(409);

    const revoked = dataOf<SharedLink>(await master.post(`/files/shared-links/${link.id}/revoke`, {}));
    expect(revoked).toMatchObject({
      state: 'revoked',
      revokedByName: 'Capt. Jonas Eriksen',
      downloadCount: 1,
    });
    // Again: nothing changes.
    expect(dataOf<SharedLink>(await admin.post(`/files/shared-links/${link.id}/revoke`, {})).version).toBe(
      revoked.version,
    );
    const response = await open(link.url);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('This link was withdrawn');
    expect(response.rawPayload.includes(SAMPLE_PDF.subarray(0, 32))).toBe(false);

    const second = dataOf<CreatedSharedLink>(
      await share(master, { kind: 'certificate-file', recordId: c.id }),
    );
    expect(dataOf<SharedLink>(await admin.post(`/files/shared-links/${second.id}/revoke`, {}))).toMatchObject(
      {
        state: 'revoked',
        revokedByName: 'Ada Admin',
      },
    );
    expect(
      (await admin.post('/files/shared-links/00000000-0000-4000-8000-000000000000/revoke', {})).statusCode,
    ).toBe(404);
  });

  it('rate-limits downloads per client address (429), other addresses unaffected', async () => {
    const c = await certificateWithScan(aurora);
    const link = dataOf<CreatedSharedLink>(await share(master, { kind: 'certificate-file', recordId: c.id }));
    const ip = '192.0.2.201';
    for (let i = 0; i < SHARED_DOWNLOAD_LIMIT.max; i += 1)
      expect((await open(link.url, ip)).statusCode).toBe(200);
    const limited = await open(link.url, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many requests/);
    expect((await open(link.url, '192.0.2.202')).statusCode).toBe(200);
    const mine = dataOf<SharedLink[]>(await master.get('/files/shared-links?state=active&limit=50'));
    expect(mine.find((l) => l.id === link.id)?.downloadCount).toBe(SHARED_DOWNLOAD_LIMIT.max + 1);
  });
});

describe('downloads and names', () => {
  it('sends a non-ASCII file name intact in filename* (RFC 6266) with an ASCII fallback', async () => {
    const stored = await t.ctx.storage.put(SAMPLE_PDF, 'x.pdf', ['application/pdf']);
    const name = 'Prüfbericht Ölfilter (Überholung) 2026.pdf';
    registerSharedFileKind('test-umlaut', async () => ({
      storageKey: stored.key,
      fileName: name,
      contentType: 'application/pdf',
      shipId: null,
    }));
    const link = dataOf<CreatedSharedLink>(await share(admin, { kind: 'test-umlaut', recordId: 'one' }));
    const response = await open(link.url);
    expect(response.statusCode).toBe(200);
    const header = response.headers['content-disposition'] as string;
    expect(header).toBe(
      `attachment; filename="Pr_fbericht _lfilter (_berholung) 2026.pdf"; ` +
        `filename*=UTF-8''Pr%C3%BCfbericht%20%C3%96lfilter%20%28%C3%9Cberholung%29%202026.pdf`,
    );
    const encoded = /filename\*=UTF-8''(.+)$/.exec(header)![1]!;
    expect(decodeURIComponent(encoded)).toBe(name);
    expect(Number(response.headers['content-length'])).toBe(SAMPLE_PDF.length);
  });

  it('answers 410 "no longer available" when the file left the storage', async () => {
    const stored = await t.ctx.storage.put(SAMPLE_PDF, 'gone.pdf', ['application/pdf']);
    registerSharedFileKind('test-gone', async () => ({
      storageKey: stored.key,
      fileName: 'gone.pdf',
      contentType: 'application/pdf',
      shipId: null,
    }));
    const link = dataOf<CreatedSharedLink>(await share(admin, { kind: 'test-gone', recordId: 'one' }));
    await t.ctx.storage.remove(stored.key);
    const response = await open(link.url);
    expect(response.statusCode).toBe(410);
    expect(response.body).toContain('The file is no longer available');
  });

  it('shares an expense receipt (the accounting module decides who may read it)', async () => {
    const expenses = dataOf<{ id: string; shipId: string; receipt: { name: string } | null }[]>(
      await admin.get('/accounting/expenses?limit=200'),
    );
    const withReceipt = expenses.find((e) => e.receipt && e.shipId !== aurora)!;
    expect(withReceipt).toBeDefined();
    const link = dataOf<CreatedSharedLink>(
      await share(admin, { kind: 'expense-receipt', recordId: withReceipt.id }),
    );
    const direct = await admin.get(`/accounting/expenses/${withReceipt.id}/receipt`);
    const shared = await open(link.url);
    expect(shared.statusCode).toBe(200);
    expect(shared.rawPayload.equals(direct.rawPayload)).toBe(true);
    expect((await share(master, { kind: 'expense-receipt', recordId: withReceipt.id })).statusCode).toBe(403);
  });

  it('lists only my links, newest first, paged and filtered by state', async () => {
    const c = await certificateWithScan(aurora);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1)
      ids.push(
        dataOf<CreatedSharedLink>(await share(master, { kind: 'certificate-file', recordId: c.id })).id,
      );
    const page = (await master.get('/files/shared-links?limit=2&offset=0')).json() as {
      data: SharedLink[];
      page: { total: number; limit: number };
    };
    expect(page.data.map((l) => l.id)).toEqual([ids[2], ids[1]]);
    expect(page.page.total).toBeGreaterThanOrEqual(3);
    const adminList = dataOf<SharedLink[]>(await admin.get('/files/shared-links?limit=200'));
    expect(adminList.some((l) => ids.includes(l.id))).toBe(false);
    await master.post(`/files/shared-links/${ids[0]}/revoke`, {});
    const revoked = dataOf<SharedLink[]>(await master.get('/files/shared-links?state=revoked&limit=200'));
    expect(revoked.every((l) => l.state === 'revoked')).toBe(true);
    expect(revoked.map((l) => l.id)).toContain(ids[0]);
    expect((await master.get('/files/shared-links?state=old')).statusCode).toBe(400);
    // An administrator's view of every user's links (with who made each); nobody else may ask for it.
    const everyone = dataOf<SharedLink[]>(await admin.get('/files/shared-links?scope=all&limit=200'));
    const mastersLink = everyone.find((l) => l.id === ids[2]);
    expect(mastersLink?.createdByName).toBe(master.user.name);
    const refused = await master.get('/files/shared-links?scope=all');
    expect(refused.statusCode).toBe(403);
    expect((await admin.get('/files/shared-links?scope=others')).statusCode).toBe(400);
  });
});
