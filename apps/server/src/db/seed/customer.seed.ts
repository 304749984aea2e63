import { inArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { recordAudit } from '../../modules/audit/audit.service';
import { customerContacts, customers } from '../../modules/accounting/customer/customer.table';

const SYSTEM = { id: null, name: 'Demo data' };

type DemoCustomer = Omit<typeof customers.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'> & {
  contacts: { name: string; role: string | null; email: string | null; phone: string | null }[];
};

/**
 * Charterers and pool operators billed by the demo company (fictitious; VAT ids are well-formed for
 * their EU country, other countries carry their local tax id).
 */
export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    name: 'Nordhavn Bulk Pool A/S',
    addressLines: ['Amaliegade 12, 2nd floor'],
    city: 'Copenhagen',
    postalCode: '1256',
    country: 'DK',
    taxId: 'DK31846204',
    currency: 'USD',
    paymentTermsDays: 30,
    notes: 'Ultramax pool manager; hire statements fortnightly in advance.',
    contacts: [
      {
        name: 'Mette Kjær',
        role: 'Pool accountant',
        email: 'mette.kjaer@nordhavnpool.example.com',
        phone: '+45 33 12 40 50',
      },
      {
        name: 'Anders Bech',
        role: 'Chartering manager',
        email: 'anders.bech@nordhavnpool.example.com',
        phone: '+45 33 12 40 61',
      },
    ],
  },
  {
    name: 'Hanseatic Chartering GmbH',
    addressLines: ['Große Elbstraße 145'],
    city: 'Hamburg',
    postalCode: '22767',
    country: 'DE',
    taxId: 'DE284173659',
    currency: 'EUR',
    paymentTermsDays: 30,
    notes: '',
    contacts: [
      {
        name: 'Katrin Vogel',
        role: 'Operations',
        email: 'k.vogel@hanseatic-chartering.example.com',
        phone: '+49 40 3861 2200',
      },
    ],
  },
  {
    name: 'Aegean Dry Cargo Charterers S.A.',
    addressLines: ['Akti Miaouli 47', '4th floor'],
    city: 'Piraeus',
    postalCode: '185 36',
    country: 'GR',
    taxId: 'EL099871234',
    currency: 'USD',
    paymentTermsDays: 45,
    notes: 'Demurrage claims via their Piraeus office only.',
    contacts: [
      {
        name: 'Nikos Papadakis',
        role: 'Chartering director',
        email: 'npapadakis@aegeandrycargo.example.com',
        phone: '+30 210 429 1100',
      },
      {
        name: 'Eleni Georgiou',
        role: 'Accounts payable',
        email: 'accounts@aegeandrycargo.example.com',
        phone: null,
      },
    ],
  },
  {
    name: 'Meridian Tanker Pool Ltd',
    addressLines: ['30 St Mary Axe'],
    city: 'London',
    postalCode: 'EC3A 8BF',
    country: 'GB',
    taxId: 'GB 298 7734 12',
    currency: 'USD',
    paymentTermsDays: 30,
    notes: 'MR product tanker pool; laytime calculations in BIMCO format.',
    contacts: [
      {
        name: 'Oliver Hastings',
        role: 'Pool operations',
        email: 'oliver.hastings@meridiantankerpool.example.com',
        phone: '+44 20 7946 0132',
      },
    ],
  },
  {
    name: 'Orient Pacific Chartering Pte Ltd',
    addressLines: ['10 Collyer Quay', '#21-01 Ocean Financial Centre'],
    city: 'Singapore',
    postalCode: '049315',
    country: 'SG',
    taxId: '201534567K',
    currency: 'USD',
    paymentTermsDays: 15,
    notes: '',
    contacts: [
      {
        name: 'Grace Wong',
        role: 'Finance',
        email: 'grace.wong@orientpacific.example.com',
        phone: '+65 6535 2290',
      },
      {
        name: 'Hiroshi Tanaka',
        role: 'Chartering',
        email: 'h.tanaka@orientpacific.example.com',
        phone: '+65 6535 2201',
      },
    ],
  },
  {
    name: 'Rotterdam Product Tankers Pool B.V.',
    addressLines: ['Wilhelminakade 91'],
    city: 'Rotterdam',
    postalCode: '3072 AP',
    country: 'NL',
    taxId: 'NL861234567B01',
    currency: 'EUR',
    paymentTermsDays: 30,
    notes: '',
    contacts: [
      {
        name: 'Sanne Visser',
        role: 'Commercial operator',
        email: 's.visser@rptpool.example.com',
        phone: '+31 10 282 7700',
      },
    ],
  },
  {
    name: 'Gulf Coast Grain Shippers Inc.',
    addressLines: ['1001 Fannin Street, Suite 2400'],
    city: 'Houston',
    postalCode: '77002',
    country: 'US',
    taxId: '76-0491234',
    currency: 'USD',
    paymentTermsDays: 60,
    notes: 'Voyage charterer; freight 95 % on signing B/L, balance on right and true delivery.',
    contacts: [
      {
        name: 'Megan Holloway',
        role: 'Traffic manager',
        email: 'mholloway@gcgrain.example.com',
        phone: '+1 713 555 0187',
      },
    ],
  },
  {
    name: 'Baltic Timber Charterers OÜ',
    addressLines: ['Sadama 25'],
    city: 'Tallinn',
    postalCode: '15051',
    country: 'EE',
    taxId: 'EE101234567',
    currency: 'EUR',
    paymentTermsDays: 30,
    notes: 'No fixtures since 2024; kept for the ledger history.',
    active: false,
    contacts: [
      {
        name: 'Kristjan Tamm',
        role: 'Director',
        email: 'kristjan@baltictimber.example.com',
        phone: '+372 640 1122',
      },
    ],
  },
];

/** The demo customers with their contacts. Idempotent: a customer whose name exists is left as it is. */
export async function seedCustomers(tx: Tx): Promise<void> {
  const existing = new Set(
    (
      await tx
        .select({ name: customers.name })
        .from(customers)
        .where(
          inArray(
            customers.name,
            DEMO_CUSTOMERS.map((c) => c.name),
          ),
        )
    ).map((r) => r.name),
  );
  for (const { contacts, ...values } of DEMO_CUSTOMERS) {
    if (existing.has(values.name)) continue;
    const [row] = await tx
      .insert(customers)
      .values(values)
      .onConflictDoNothing()
      .returning({ id: customers.id });
    if (!row) continue;
    await tx
      .insert(customerContacts)
      .values(contacts.map((c, position) => ({ customerId: row.id, position, ...c })));
    await recordAudit(tx, SYSTEM, {
      action: 'create',
      entity: 'customer',
      entityId: row.id,
      after: { ...values, contacts },
    });
  }
}
