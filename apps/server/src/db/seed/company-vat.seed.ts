import { and, eq, isNull } from 'drizzle-orm';
import { checkCompanyVatId } from '@keel/domain';
import type { Tx } from '../client';
import { companyConfig } from '../../modules/config/config.table';

/**
 * The demo company's VAT id: Keel Demo Ship Management AS is Norwegian, so its id is the organisation
 * number (9 digits, the last a mod-11 check digit: 98765432 → 5) followed by `MVA`, as Norway's VAT
 * register writes it (`NO 987 654 325 MVA`), stored compact as the company settings store it.
 */
export const DEMO_COMPANY_VAT_ID = 'NO987654325MVA';

/**
 * Sets the demo company's VAT id (printed on invoices and credit notes) while the settings are as seeded:
 * no VAT id and never edited (version 1). Idempotent; an id an administrator set or cleared is kept.
 */
export async function seedCompanyVatId(tx: Tx): Promise<void> {
  const check = checkCompanyVatId(DEMO_COMPANY_VAT_ID);
  if (!check.ok || check.value !== DEMO_COMPANY_VAT_ID)
    throw new Error(`demo VAT id: ${JSON.stringify(check)}`);
  await tx
    .update(companyConfig)
    .set({ vatId: check.value })
    .where(and(eq(companyConfig.id, 1), isNull(companyConfig.vatId), eq(companyConfig.version, 1)));
}
