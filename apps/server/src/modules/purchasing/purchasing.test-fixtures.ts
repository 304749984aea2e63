import type {
  AuditEntry,
  CreateAgentInput,
  CreateBudgetInput,
  CreateVendorInput,
  ExpenseCategory,
} from '@keel/domain';
import { createRole, createUser, dataOf, unique } from '../../test/fixtures';
import type { TestApp, TestSession } from '../../test/test-app';

/** A valid vendor body with a unique code. */
export function vendorBody(overrides: Partial<CreateVendorInput> = {}): CreateVendorInput {
  return {
    name: 'Scheldt Ship Supplies NV',
    code: unique('SSS')
      .toUpperCase()
      .replace(/[^A-Z0-9-]/g, '')
      .slice(0, 20),
    categories: ['deck_stores', 'provisions'],
    ports: [{ locode: 'BEANR', portName: 'Antwerp' }],
    addressLines: ['Noorderlaan 147'],
    city: 'Antwerp',
    postalCode: '2030',
    country: 'BE',
    currency: 'EUR',
    paymentTermsDays: 30,
    email: 'rfq@scheldt-supplies.example',
    phone: '+32 3 541 2200',
    rating: 4,
    contacts: [
      { name: 'Lotte Peeters', role: 'Sales', email: 'lotte@scheldt-supplies.example', phone: null },
    ],
    ...overrides,
  };
}

/** A valid agent body with a unique name. */
export function agentBody(overrides: Partial<CreateAgentInput> = {}): CreateAgentInput {
  return {
    name: unique('Antwerp Port Agency'),
    portLocode: 'BEANR',
    portName: 'Antwerp',
    addressLines: ['Italiëlei 4'],
    city: 'Antwerp',
    country: 'BE',
    email: 'ops@antwerp-agency.example',
    phone: '+32 3 222 1100',
    contacts: [{ name: 'Bram Claes', role: 'Husbandry', email: 'bram@antwerp-agency.example' }],
    ...overrides,
  };
}

/** A budget body: 12 000 USD, heavier in May (dry-dock). */
export function budgetBody(
  shipId: string,
  categoryId: string,
  overrides: Partial<CreateBudgetInput> = {},
): CreateBudgetInput {
  return {
    shipId,
    categoryId,
    year: 2031,
    currency: 'USD',
    amount: '12000.00',
    months: ['500', '500', '500', '500', '6500', '500', '500', '500', '500', '500', '500', '500'],
    ...overrides,
  };
}

/** The demo expense categories by code (read by an administrator). */
export async function categoriesByCode(admin: TestSession): Promise<(code: string) => ExpenseCategory> {
  const all = dataOf<ExpenseCategory[]>(await admin.get('/purchasing/expense-categories/tree'));
  return (code: string) => {
    const found = all.find((c) => c.code === code);
    if (!found) throw new Error(`no category ${code}`);
    return found;
  };
}

/** The audit rows of one record, newest first. */
export async function auditOf(admin: TestSession, entity: string, entityId: string): Promise<AuditEntry[]> {
  return dataOf<AuditEntry[]>(await admin.get(`/audit/?entity=${entity}&entityId=${entityId}&limit=50`));
}

/**
 * Signs in a user whose only role (sidebar `sidebar`) is limited to one ship: the "wrong ship" probe.
 */
export async function scopedUser(
  t: TestApp,
  admin: TestSession,
  shipId: string,
  sidebar: string[],
): Promise<TestSession> {
  const role = await createRole(admin, { name: unique('Scoped'), sidebar: sidebar as never, actions: [] });
  const user = await createUser(admin, { assignments: [{ roleId: role.id, shipId }] });
  return t.login(user.email, 'correct-horse-battery');
}
