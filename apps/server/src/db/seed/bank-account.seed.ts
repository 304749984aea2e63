import { eq } from 'drizzle-orm';
import { ibanFromBban, IBAN_LENGTHS } from '@keel/domain';
import type { Tx } from '../client';
import { recordAudit } from '../../modules/audit/audit.service';
import { bankAccounts } from '../../modules/accounting/bank-account/bank-account.table';
import { customers } from '../../modules/accounting/customer/customer.table';
import { agents } from '../../modules/purchasing/agent/agent.table';
import { vendors } from '../../modules/purchasing/vendor/vendor.table';
import { seedCompanyVatId } from './company-vat.seed';

const SYSTEM = { id: null, name: 'Demo data' };

/** Bank names and BICs (ISO 9362 shape) per country for the demo accounts. */
const BANKS: Record<string, { name: string; bic: string }> = {
  NO: { name: 'DNB Bank ASA', bic: 'DNBANOKKXXX' },
  NL: { name: 'ING Bank N.V.', bic: 'INGBNL2A' },
  DE: { name: 'Hamburger Sparkasse', bic: 'HASPDEHHXXX' },
  GR: { name: 'Piraeus Bank S.A.', bic: 'PIRBGRAA' },
  ES: { name: 'Banco Santander S.A.', bic: 'BSCHESMM' },
  GB: { name: 'Barclays Bank UK PLC', bic: 'BUKBGB22' },
  DK: { name: 'Danske Bank A/S', bic: 'DABADKKK' },
  AE: { name: 'Emirates NBD Bank PJSC', bic: 'EBILAEAD' },
  SG: { name: 'DBS Bank Ltd', bic: 'DBSSSGSG' },
  KR: { name: 'Busan Bank', bic: 'PUSBKR2P' },
  US: { name: 'JPMorgan Chase Bank, N.A.', bic: 'CHASUS33' },
};

/** Deterministic digits from a name (the same demo account every seed). */
function digitsOf(seed: string, count: number): string {
  let hash = 2166136261;
  let out = '';
  while (out.length < count) {
    for (const char of `${seed}${out.length}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
    out += String(hash % 1_000_000_000).padStart(9, '0');
  }
  return out.slice(0, count);
}

/** A valid demo IBAN of `country` (a BBAN of digits, check digits computed), or the local number. */
function identityOf(country: string, seed: string) {
  const bank = BANKS[country] ?? BANKS.US!;
  const length = IBAN_LENGTHS[country];
  return length
    ? { country, iban: ibanFromBban(country, digitsOf(seed, length - 4)), accountNumber: null, bic: bank.bic }
    : { country, iban: null, accountNumber: digitsOf(seed, 12), bic: bank.bic };
}

type Values = typeof bankAccounts.$inferInsert;

/**
 * Demo bank accounts: the company's (USD default and a EUR account in Norway, a SGD account in
 * Singapore), one default account per vendor, customer and agent in its country and currency, with
 * IBANs that pass ISO 13616 where the country issues them. Idempotent: skipped when accounts exist.
 */
export async function seedBankAccounts(tx: Tx): Promise<void> {
  // The company's accounting details: its VAT id beside its bank accounts.
  await seedCompanyVatId(tx);
  const [existing] = await tx.select({ id: bankAccounts.id }).from(bankAccounts).limit(1);
  if (existing) return;
  const rows: Values[] = [
    {
      ownerType: 'company',
      bankName: BANKS.NO!.name,
      currency: 'USD',
      isDefault: true,
      ...identityOf('NO', 'company-usd'),
    },
    {
      ownerType: 'company',
      bankName: BANKS.NO!.name,
      currency: 'EUR',
      isDefault: true,
      ...identityOf('NO', 'company-eur'),
    },
    {
      ownerType: 'company',
      bankName: BANKS.SG!.name,
      currency: 'SGD',
      isDefault: true,
      ...identityOf('SG', 'company-sgd'),
      notes: 'Port costs in Singapore',
    },
  ];
  const bankName = (country: string) => (BANKS[country] ?? BANKS.US!).name;
  for (const v of await tx.select().from(vendors).where(eq(vendors.active, true)))
    rows.push({
      ownerType: 'vendor',
      vendorId: v.id,
      bankName: bankName(v.country),
      currency: v.currency,
      isDefault: true,
      ...identityOf(v.country, v.code),
    });
  for (const c of await tx.select().from(customers))
    rows.push({
      ownerType: 'customer',
      customerId: c.id,
      bankName: bankName(c.country),
      currency: c.currency,
      isDefault: true,
      ...identityOf(c.country, c.name),
    });
  for (const a of await tx.select().from(agents))
    rows.push({
      ownerType: 'agent',
      agentId: a.id,
      bankName: bankName(a.country),
      currency: 'USD',
      isDefault: true,
      ...identityOf(a.country, a.name),
    });
  const inserted = await tx.insert(bankAccounts).values(rows).returning();
  for (const row of inserted)
    await recordAudit(tx, SYSTEM, { action: 'create', entity: 'bank_account', entityId: row.id, after: row });
}
