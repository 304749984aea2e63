import type { JobPart } from '@keel/domain';
import type { Tx } from '../../../db/client';
import { HttpError, badRequest } from '../../../lib/http-error';
import type { Actor } from '../../access/access.service';
import { useSpareParts } from '../spare-part/spare-part-stock.service';

/**
 * Takes the stock parts a completion used (those with a `sparePartId`) from the ship's stock through the
 * spare-parts module, in the completion's transaction: one 'use' ledger row each, never below zero.
 * A refusal names the completion's own field (`partsUsed.<i>.quantity`); parts without an id (a
 * consumable written by name) are only recorded on the completion.
 */
export async function takePartsFromStock(
  tx: Tx,
  actor: Actor,
  shipId: string,
  parts: readonly JobPart[],
  ref: { jobId: string; completionId: string; title: string },
): Promise<void> {
  const stock = parts
    .map((p, index) => ({ sparePartId: p.sparePartId ?? null, quantity: p.quantity, index }))
    .filter((p): p is { sparePartId: string; quantity: string; index: number } => p.sparePartId !== null);
  if (stock.length === 0) return;
  try {
    await useSpareParts(tx, {
      shipId,
      jobCompletionId: ref.completionId,
      parts: stock.map(({ sparePartId, quantity }) => ({ sparePartId, quantity })),
      userId: actor.id,
      userName: actor.name,
    });
  } catch (error) {
    const detail = error instanceof HttpError ? error.details?.[0] : undefined;
    const match = detail ? /^parts\.(\d+)\.(\w+)$/.exec(detail.field) : null;
    if (!detail || !match) throw error;
    const original = stock[Number(match[1])]?.index ?? 0;
    throw badRequest(`partsUsed.${original}.${match[2]}`, detail.message);
  }
}
