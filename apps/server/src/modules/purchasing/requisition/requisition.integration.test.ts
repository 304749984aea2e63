import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Requisition, RequisitionDetail } from '@keel/domain';
import { createTestApp, type TestApp, type TestSession } from '../../../test/test-app';
import { DEMO, dataOf, shipsByName } from '../../../test/fixtures';
import { auditOf, scopedUser } from '../purchasing.test-fixtures';
import { act, approvedRequisition, createRequisition, requisitionBody } from './requisition.test-fixtures';

let t: TestApp;
let admin: TestSession;
let purchaser: TestSession;
let accountant: TestSession;
let master: TestSession;
let superintendent: TestSession;
let auroraSidebarOnly: TestSession;
let aurora: string;
let borealis: string;
const URL = '/purchasing/requisitions';

beforeAll(async () => {
  t = await createTestApp();
  [admin, purchaser, accountant, master, superintendent] = await Promise.all([
    t.login(DEMO.admin),
    t.login(DEMO.purchaser),
    t.login(DEMO.accountant),
    t.login(DEMO.master),
    t.login(DEMO.superintendent),
  ]);
  const ships = (await shipsByName(t)).byName;
  aurora = ships('Keel Aurora').id;
  borealis = ships('Keel Borealis').id;
  auroraSidebarOnly = await scopedUser(t, admin, aurora, ['purchasing.requisition']);
});
afterAll(() => t?.close());

describe('requisitions: demo data and list', () => {
  it('holds demo requisitions in every early state, urgent first by default', async () => {
    const list = (await admin.get(`${URL}?limit=200`)).json();
    expect(list.page.total).toBeGreaterThanOrEqual(30);
    const rows = list.data as Requisition[];
    const states = new Set(rows.map((r) => r.state));
    for (const s of ['DRAFT', 'SUBMITTED', 'APPROVED', 'CANCELLED']) expect(states).toContain(s);
    const firstNormal = rows.findIndex((r) => r.priority === 0);
    expect(rows.slice(firstNormal).every((r) => r.priority === 0)).toBe(true);
    expect(rows[0]!.number).toMatch(/^REQ-\d{4}-\d{5}$/);
    expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    const sentBack = rows.find((r) => r.state === 'DRAFT' && r.submittedAt);
    const detail = dataOf<RequisitionDetail>(await admin.get(`${URL}/${sentBack!.id}`));
    expect(detail.sentBackReason).toBeTruthy();
  });

  it('filters by ship, state, priority and department, searches lines, sorts', async () => {
    const urgent = dataOf<Requisition[]>(await admin.get(`${URL}?priority=1&state=APPROVED&limit=100`));
    expect(urgent.length).toBeGreaterThan(0);
    expect(urgent.every((r) => r.priority === 1 && r.state === 'APPROVED')).toBe(true);
    const deck = dataOf<Requisition[]>(await admin.get(`${URL}?department=deck&shipId=${aurora}`));
    expect(deck.every((r) => r.department === 'deck' && r.shipName === 'Keel Aurora')).toBe(true);
    const byImpa = dataOf<Requisition[]>(await admin.get(`${URL}?q=330103&limit=100`));
    expect(byImpa.length).toBeGreaterThan(0);
    expect(byImpa.every((r) => r.title === 'Fire-fighting and life-saving replacements')).toBe(true);
    const byNumber = dataOf<Requisition[]>(await admin.get(`${URL}?sort=-number&limit=5`));
    expect(byNumber.map((r) => r.number)).toEqual([...byNumber.map((r) => r.number)].sort().reverse());
    const bad = await admin.get(`${URL}?sort=vendor`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('sort');
  });

  it("limits the master to his ship's requisitions", async () => {
    const list = (await master.get(`${URL}?limit=200`)).json();
    expect(new Set((list.data as Requisition[]).map((r) => r.shipName))).toEqual(new Set(['Keel Aurora']));
    const other = dataOf<Requisition[]>(await admin.get(`${URL}?shipId=${borealis}&limit=1`))[0]!;
    for (const r of [await master.get(`${URL}/${other.id}`), await master.get(`${URL}?shipId=${borealis}`)]) {
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe('You have no access to this ship');
    }
  });
});

describe('requisitions: permission matrix', () => {
  it('lets the master create for his ship only', async () => {
    const own = await master.post(URL, requisitionBody(aurora));
    expect(own.statusCode).toBe(201);
    expect(own.json().data).toMatchObject({
      state: 'DRAFT',
      shipName: 'Keel Aurora',
      createdByName: 'Capt. Jonas Eriksen',
    });
    const other = await master.post(URL, requisitionBody(borealis));
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('You have no access to this ship');
  });

  it('refuses the accountant (no purchasing.requisition) on every route', async () => {
    const r = await createRequisition(admin, aurora);
    for (const a of [
      await accountant.get(URL),
      await accountant.post(URL, requisitionBody(aurora)),
      await accountant.get(`${URL}/${r.id}`),
      await accountant.get(`${URL}/${r.id}/budget-check`),
      await act(accountant, r, 'submit'),
    ]) {
      expect(a.statusCode).toBe(403);
      expect(a.json().message).toBe('Missing permission: purchasing.requisition');
    }
  });

  it('guards each transition by its action on the ship', async () => {
    const byMaster = await createRequisition(master, aurora);
    const noAction = await act(auroraSidebarOnly, byMaster, 'submit');
    expect(noAction.statusCode).toBe(403);
    expect(noAction.json().message).toBe('Missing action manage_req_status on this ship');
    const submitted = dataOf<RequisitionDetail>(await act(master, byMaster, 'submit'));
    for (const s of [master, purchaser]) {
      const refused = await act(s, submitted, 'approve');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Missing action moderate_requisition on this ship');
    }
    const approved = dataOf<RequisitionDetail>(await act(superintendent, submitted, 'approve'));
    expect(approved).toMatchObject({ state: 'APPROVED', approvedByName: 'Sven Lindqvist' });
    for (const s of [master, superintendent]) {
      const refused = await act(s, approved, 'cancel');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Missing action cancel_requisition on this ship');
    }
    expect(dataOf<RequisitionDetail>(await act(purchaser, approved, 'cancel')).state).toBe('CANCELLED');
  });

  it("refuses a master's action on another ship's requisition with 403", async () => {
    const other = await createRequisition(superintendent, borealis);
    const r = await act(master, other, 'submit');
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe('You have no access to this ship');
    expect(
      (await master.patch(`${URL}/${other.id}`, { ...requisitionBody(borealis), version: 1 })).statusCode,
    ).toBe(403);
  });
});

describe('requisitions: records and rules', () => {
  it('answers 400 naming the field', async () => {
    const body = requisitionBody(aurora);
    const missingQty = await master.post(URL, { ...body, lines: [{ ...body.lines[0], quantity: '' }] });
    expect(missingQty.statusCode).toBe(400);
    expect(missingQty.json().details).toEqual([
      { field: 'lines.0.quantity', message: 'quantity is required' },
    ]);
    const noPart = await master.post(URL, {
      ...body,
      lines: [{ description: 'Bolt', quantity: '1', unit: 'pcs' }],
    });
    expect(noPart.json().details[0].field).toBe('lines.0.impaCode');
    const noTitle = await master.post(URL, { ...body, title: '' });
    expect(noTitle.json().details[0].field).toBe('title');
    const inactiveShip = await admin.post(URL, { ...body, shipId: '00000000-0000-4000-8000-000000000000' });
    expect(inactiveShip.statusCode).toBe(400);
    expect(inactiveShip.json().details[0].field).toBe('shipId');
  });

  it('numbers requisitions REQ-YYYY-NNNNN in sequence', async () => {
    const [a, b] = [await createRequisition(master, aurora), await createRequisition(master, aurora)];
    const year = new Date().getUTCFullYear();
    expect(a.number).toMatch(new RegExp(`^REQ-${year}-\\d{5}$`));
    expect(Number(b.number.slice(-5))).toBe(Number(a.number.slice(-5)) + 1);
    const parallel = await Promise.all([1, 2, 3].map(() => createRequisition(master, aurora)));
    expect(new Set(parallel.map((r) => r.number)).size).toBe(3);
  });

  it('edits a draft with optimistic locking and keeps line ids; 409 once submitted', async () => {
    const r = await createRequisition(master, aurora);
    const [first] = r.lines;
    const body = {
      ...requisitionBody(aurora),
      version: r.version,
      priority: 1,
      lines: [{ ...requisitionBody(aurora).lines[0]!, id: first!.id, quantity: '10' }],
    };
    const { shipId: _s, ...edit } = body;
    const updated = dataOf<RequisitionDetail>(await master.patch(`${URL}/${r.id}`, edit));
    expect(updated).toMatchObject({
      priority: 1,
      version: r.version + 1,
      lineCount: 1,
      estimatedAmount: '250.00',
    });
    expect(updated.lines).toEqual([expect.objectContaining({ id: first!.id, quantity: '10', position: 1 })]);
    const stale = await master.patch(`${URL}/${r.id}`, edit);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('Requisition was changed by someone else; reload it and try again');
    const submitted = dataOf<RequisitionDetail>(await act(master, updated, 'submit'));
    const late = await master.patch(`${URL}/${r.id}`, { ...edit, version: submitted.version });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(/only a draft requisition can be edited/);
  });

  it('lets one of two parallel approvals win, the other gets 409', async () => {
    const r = dataOf<RequisitionDetail>(await act(master, await createRequisition(master, aurora), 'submit'));
    const answers = await Promise.all([act(superintendent, r, 'approve'), act(admin, r, 'approve')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('sends back with a reason shown on the draft, cleared on resubmission', async () => {
    const r = dataOf<RequisitionDetail>(await act(master, await createRequisition(master, aurora), 'submit'));
    const noReason = await act(superintendent, r, 'send-back', { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().details[0].field).toBe('reason');
    const back = dataOf<RequisitionDetail>(
      await act(superintendent, r, 'send-back', { reason: 'Add part numbers' }),
    );
    expect(back).toMatchObject({ state: 'DRAFT', sentBackReason: 'Add part numbers' });
    expect(back.history[0]).toMatchObject({
      action: 'send_back',
      fromState: 'SUBMITTED',
      toState: 'DRAFT',
      reason: 'Add part numbers',
    });
    const again = dataOf<RequisitionDetail>(await act(master, back, 'submit'));
    expect(again).toMatchObject({ state: 'SUBMITTED', sentBackReason: null });
    expect((await act(master, again, 'submit')).statusCode).toBe(409);
  });

  it('records one audit row per change', async () => {
    const r = await approvedRequisition(master, superintendent, aurora);
    const audit = await auditOf(admin, 'requisition', r.id);
    expect(audit.map((a) => a.action)).toEqual(['approve', 'submit', 'create']);
    expect(audit[0]).toMatchObject({
      actorName: 'Sven Lindqvist',
      shipId: aurora,
      before: { state: 'SUBMITTED' },
      after: { state: 'APPROVED' },
    });
    expect(r.history.map((h) => h.action)).toEqual(['approve', 'submit', 'create']);
  });

  it('refuses closing before anything is ordered', async () => {
    const r = await approvedRequisition(master, superintendent, aurora);
    const refused = await act(master, r, 'close');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/Cannot close a requisition in state APPROVED|close/);
  });
});
