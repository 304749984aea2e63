import { sql } from 'drizzle-orm';
import type { ActionName, SidebarPermission } from '@keel/domain';
import type { DbOrTx, Tx } from '../client';
import { hashPassword } from '../../lib/passwords';
import { companyConfig } from '../../modules/config/config.table';
import { ships } from '../../modules/fleet/ship.table';
import { roles, userRoles } from '../../modules/access/role.table';
import { users } from '../../modules/users/user.table';
import { recordAudit } from '../../modules/audit/audit.service';

/** Every demo password (README lists the demo logins). */
export const DEMO_PASSWORD = 'keel-demo';

/** The demo ships: two families of three (spec §3), with valid IMO check digits and MMSIs. */
export const DEMO_SHIPS = [
  {
    name: 'Keel Aurora',
    imo: '9700043',
    mmsi: '538009871',
    callSign: 'V7AU3',
    flag: 'MH',
    family: 'Ultramax bulk carriers',
    shipType: 'bulk_carrier',
    classSociety: 'DNV',
    buildYear: 2016,
    dwt: 63500,
    gt: 36300,
  },
  {
    name: 'Keel Borealis',
    imo: '9700055',
    mmsi: '636019224',
    callSign: 'D5BR7',
    flag: 'LR',
    family: 'Ultramax bulk carriers',
    shipType: 'bulk_carrier',
    classSociety: "Lloyd's Register",
    buildYear: 2017,
    dwt: 63650,
    gt: 36350,
  },
  {
    name: 'Keel Cassiopeia',
    imo: '9700067',
    mmsi: '352004518',
    callSign: '3FCA9',
    flag: 'PA',
    family: 'Ultramax bulk carriers',
    shipType: 'bulk_carrier',
    classSociety: 'ABS',
    buildYear: 2018,
    dwt: 64000,
    gt: 36400,
  },
  {
    name: 'Keel Dorado',
    imo: '9700079',
    mmsi: '249551000',
    callSign: '9HDR4',
    flag: 'MT',
    family: 'MR product tankers',
    shipType: 'tanker',
    classSociety: 'Bureau Veritas',
    buildYear: 2015,
    dwt: 49990,
    gt: 29800,
  },
  {
    name: 'Keel Eridanus',
    imo: '9700081',
    mmsi: '563072140',
    callSign: '9VER2',
    flag: 'SG',
    family: 'MR product tankers',
    shipType: 'tanker',
    classSociety: 'DNV',
    buildYear: 2019,
    dwt: 50100,
    gt: 29900,
  },
  {
    name: 'Keel Fornax',
    imo: '9700093',
    mmsi: '241337000',
    callSign: 'SVFX6',
    flag: 'GR',
    family: 'MR product tankers',
    shipType: 'tanker',
    classSociety: 'Korean Register',
    buildYear: 2020,
    dwt: 49800,
    gt: 29750,
  },
] as const;

interface DemoRole {
  name: string;
  description: string;
  sidebar: SidebarPermission[];
  actions: ActionName[];
}

const DEMO_ROLES: DemoRole[] = [
  {
    name: 'Superintendent',
    description:
      'Technical superintendent in the office: fleet, maintenance, documents and requisition approval',
    sidebar: [
      'dashboard',
      'event',
      'fleet',
      'report.overview',
      'report.timeline',
      'report.live_map',
      'report.report_table',
      'appliance.versions',
      'appliance.manage',
      'certificate.certificates',
      'operation.bunkering_suppliers',
      'PMS.catalogues',
      'PMS.jobs',
      'purchasing.requisition',
      'purchasing.purchase_order',
      'purchasing.delivery',
      'DMS.ism_manual',
      'DMS.dcr',
      'DMS.obsolete',
      'Conning.API',
      'Conning.Sensor',
    ],
    actions: [
      'moderate_requisition',
      'manage_req_status',
      'get_purchase_orders',
      'get_quotes',
      'get_vendor_rfq_overview',
      'approve_purchase_order',
      'job_read',
      'job_management',
      'spare_part_read',
      'spare_part_management',
      'component_management',
      'manage_delivery_report',
    ],
  },
  {
    name: 'Purchaser',
    description: 'Buys for the fleet: RFQs, quotes, purchase orders, deliveries, vendors and agents',
    sidebar: [
      'dashboard',
      'fleet',
      'purchasing.requisition',
      'purchasing.purchase_order',
      'purchasing.delivery',
      'purchasing.vendor',
      'purchasing.agent',
      'purchasing.expense_category',
      'purchasing.budget',
      'operation.bunkering_suppliers',
    ],
    actions: [
      'get_vendor_rfq_overview',
      'requesting_for_quotation',
      'get_quotes',
      'create_purchase_order',
      'get_purchase_orders',
      'vendor_action',
      'revert_purchase_order',
      'cancel_purchase_order',
      'manage_delivery',
      'manage_delivery_report',
      'cancel_requisition',
      'manage_req_status',
      'spare_part_read',
    ],
  },
  {
    name: 'Accountant',
    description: 'Bills, invoices, expenses, bank accounts, exchange rates and budgets',
    sidebar: [
      'dashboard',
      'fleet',
      'accounting.bank_accounts',
      'accounting.exchange',
      'accounting.bills',
      'accounting.invoicing',
      'accounting.customers',
      'accounting.expenses',
      'purchasing.budget',
      'purchasing.purchase_order',
    ],
    actions: [
      'read_bill',
      'read_single_bill',
      'manage_bill',
      'read_invoices',
      'create_invoice',
      'get_purchase_orders',
      'approve_purchase_order',
    ],
  },
  {
    name: 'Master',
    description: "Master on board: his ship's reports, certificates, maintenance, requisitions and receipts",
    sidebar: [
      'dashboard',
      'event',
      'fleet',
      'certificate.certificates',
      'report.report_table',
      'report.live_map',
      'appliance.versions',
      'PMS.catalogues',
      'PMS.jobs',
      'purchasing.requisition',
      'purchasing.delivery',
      'DMS.ism_manual',
      'DMS.dcr',
      'Conning.API',
    ],
    actions: [
      'manage_req_status',
      'job_read',
      'job_management',
      'spare_part_read',
      'spare_part_management',
      'manage_delivery_report',
    ],
  },
];

/** The demo logins; `ship` limits the role to one ship, otherwise it covers every ship. */
export const DEMO_USERS = [
  {
    email: 'admin@keel.demo',
    name: 'Ada Admin',
    jobTitle: 'System administrator',
    isAdmin: true,
    role: null,
    ship: null,
  },
  {
    email: 'superintendent@keel.demo',
    name: 'Sven Lindqvist',
    jobTitle: 'Technical superintendent',
    isAdmin: false,
    role: 'Superintendent',
    ship: null,
  },
  {
    email: 'purchaser@keel.demo',
    name: 'Priya Nair',
    jobTitle: 'Purchaser',
    isAdmin: false,
    role: 'Purchaser',
    ship: null,
  },
  {
    email: 'accountant@keel.demo',
    name: 'Marco Bianchi',
    jobTitle: 'Fleet accountant',
    isAdmin: false,
    role: 'Accountant',
    ship: null,
  },
  {
    email: 'master@keel.demo',
    name: 'Capt. Jonas Eriksen',
    jobTitle: 'Master',
    isAdmin: false,
    role: 'Master',
    ship: 'Keel Aurora',
  },
] as const;

const SYSTEM = { id: null, name: 'Demo data' };

/**
 * Company settings, the six demo ships, the roles and the demo users. Idempotent: records that
 * exist (same e-mail, IMO number or role name) are left as they are.
 */
export async function seedPlatform(tx: Tx): Promise<void> {
  await tx
    .insert(ships)
    .values(
      DEMO_SHIPS.map((s) => ({
        ...s,
        owner: 'Keel Demo Shipowning Ltd',
        manager: 'Keel Demo Ship Management AS',
      })),
    )
    .onConflictDoNothing();
  const shipRows = await tx.select({ id: ships.id, name: ships.name, family: ships.family }).from(ships);
  const shipId = (name: string) => shipRows.find((s) => s.name === name)?.id ?? null;

  const families = new Map<string, string[]>();
  for (const s of shipRows) if (s.family) families.set(s.family, [...(families.get(s.family) ?? []), s.id]);
  await tx
    .insert(companyConfig)
    .values({
      id: 1,
      companyName: 'Keel Demo Ship Management AS',
      baseCurrency: 'USD',
      invoiceAddress: 'Accounts payable\nStrandkaien 12\n5013 Bergen\nNorway\ninvoices@keel.demo',
      shipFamilies: [...families].map(([name, shipIds]) => ({ name, shipIds })),
    })
    .onConflictDoNothing();

  for (const role of DEMO_ROLES) {
    const [created] = await tx.insert(roles).values(role).onConflictDoNothing().returning();
    if (created)
      await recordAudit(tx, SYSTEM, { action: 'create', entity: 'role', entityId: created.id, after: role });
  }
  const roleRows = await tx.select({ id: roles.id, name: roles.name }).from(roles);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const u of DEMO_USERS) {
    const [created] = await tx
      .insert(users)
      .values({ email: u.email, name: u.name, jobTitle: u.jobTitle, isAdmin: u.isAdmin, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) continue;
    const roleId = roleRows.find((r) => r.name === u.role)?.id;
    if (roleId)
      await tx
        .insert(userRoles)
        .values({ userId: created.id, roleId, shipId: u.ship ? shipId(u.ship) : null });
    await recordAudit(tx, SYSTEM, {
      action: 'create',
      entity: 'user',
      entityId: created.id,
      after: { email: u.email, name: u.name, isAdmin: u.isAdmin, role: u.role, ship: u.ship },
    });
  }
}

/** True when the database holds no users yet (a fresh install). */
export async function isEmpty(tx: DbOrTx): Promise<boolean> {
  const result = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
  return (result.rows[0]?.n ?? 0) === 0;
}
