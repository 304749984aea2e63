import { ExchangeRateError, pickRate, type PickedRate } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { companySettings } from '../../config/approval-tiers.service';
import { ratesBetween } from '../exchange-rate/exchange-rate.service';

/**
 * The rate of one unit of `currency` in the company's base currency on `onDate` (the latest dated rate
 * on or before it, as every conversion picks it); 400 naming `field` when no rate applies.
 */
export async function baseRateOn(
  tx: DbOrTx,
  currency: string,
  onDate: string,
  field: string,
): Promise<{ baseCurrency: string; picked: PickedRate }> {
  const { baseCurrency } = await companySettings(tx);
  try {
    const rates = currency === baseCurrency ? [] : await ratesBetween(tx, [currency, baseCurrency], onDate);
    return { baseCurrency, picked: pickRate(rates, currency, baseCurrency, onDate) };
  } catch (error) {
    if (error instanceof ExchangeRateError) throw badRequest(field, error.message);
    throw error;
  }
}
