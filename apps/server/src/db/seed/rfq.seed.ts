import { asc, count, eq } from 'drizzle-orm';
import { mulDecimal, pickRate, rfqLinkExpiry, roundMoney, toDateKey, type ExchangeRate } from '@keel/domain';
import type { Tx } from '../client';
import { hashToken, randomToken } from '../../lib/tokens';
import { recordAudit } from '../../modules/audit/audit.service';
import { ratesBetween } from '../../modules/accounting/exchange-rate/exchange-rate.service';
import {
  markRequisitionsInRfq,
  requisitionsForRfq,
} from '../../modules/purchasing/requisition/requisition.flow';
import { requisitions } from '../../modules/purchasing/requisition/requisition.table';
import { sendInvitationMail } from '../../modules/purchasing/rfq/rfq-mail';
import * as repo from '../../modules/purchasing/rfq/rfq.repo';
import { quoteLines, quotes, rfqInvitations, rfqs } from '../../modules/purchasing/rfq/rfq.table';
import { vendors } from '../../modules/purchasing/vendor/vendor.table';
import { DEMO_REQUISITIONS } from './requisition.seed-data';

const SYSTEM = { id: null, name: 'Demo data' };
const PURCHASER = { id: null, name: 'Priya Nair' };
const DAY = 86_400_000;
const ESTIMATES = new Map(DEMO_REQUISITIONS.flatMap((r) => r.lines.map((l) => [l.description, l.price])));

/** How a demo vendor answers: a submitted quote (maybe revised), a draft, a decline, or nothing yet. */
type Answer = 'quoted' | 'revised' | 'draft' | 'declined' | 'viewed' | 'invited';

/** The demo RFQs: what each vendor did and when the deadline is (days from now). */
const PLANS: { deadlineDays: number; state: 'SENT' | 'DRAFT'; answers: Answer[] }[] = [
  { deadlineDays: 4, state: 'SENT', answers: ['quoted', 'revised', 'declined'] },
  { deadlineDays: 6, state: 'SENT', answers: ['draft', 'quoted', 'invited'] },
  { deadlineDays: 2, state: 'SENT', answers: ['quoted', 'viewed', 'quoted'] },
  { deadlineDays: 9, state: 'DRAFT', answers: ['invited', 'invited', 'invited'] },
];

/** The link base of demo e-mails: the same setting the server reads (`KEEL_PUBLIC_URL`). */
function publicUrl(): string {
  const env = process.env;
  return (env.KEEL_PUBLIC_URL ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`).replace(
    /\/+$/,
    '',
  );
}

/** The lowest-numbered APPROVED requisition of each ship that has two (the purchase-order seed takes the others). */
async function sources(tx: Tx) {
  const rows = await tx
    .select({ id: requisitions.id, shipId: requisitions.shipId, port: requisitions.deliveryPort })
    .from(requisitions)
    .where(eq(requisitions.state, 'APPROVED'))
    .orderBy(asc(requisitions.number));
  const byShip = new Map<string, typeof rows>();
  for (const r of rows) byShip.set(r.shipId, [...(byShip.get(r.shipId) ?? []), r]);
  return [...byShip.values()].filter((list) => list.length >= 2).map((list) => list[0]!);
}

function priceIn(rates: ExchangeRate[], usd: string, currency: string, factor: string, day: string): string {
  const rate = pickRate(rates, 'USD', currency, day);
  return roundMoney(mulDecimal(mulDecimal(usd, rate.rate), factor), currency);
}

/**
 * Demo RFQs from the requisition seeder's APPROVED requisitions (none when there are none): three
 * SENT, each to three vendors in different currencies, with submitted quotes (one revised, so
 * revision 1 is superseded), a draft, a decline, an unopened invitation; one RFQ ready to compare and
 * award, one whose deadline is close; plus one DRAFT. Each invitation's e-mail is in the outbox with a
 * working link. Idempotent: does nothing once any RFQ exists.
 */
export async function seedRfqs(tx: Tx): Promise<void> {
  const [existing] = await tx.select({ n: count() }).from(rfqs);
  if ((existing?.n ?? 0) > 0) return;
  const list = await sources(tx);
  const vendorRows = await tx
    .select()
    .from(vendors)
    .where(eq(vendors.active, true))
    .orderBy(asc(vendors.code));
  const byCurrency = (c: string) => vendorRows.filter((v) => v.currency === c);
  const pool = [...byCurrency('EUR'), ...byCurrency('USD'), ...byCurrency('GBP')];
  if (list.length === 0 || pool.length < 3) return;
  const now = new Date();
  const today = toDateKey(now);
  const rates = await ratesBetween(tx, ['USD', 'EUR', 'GBP', 'NOK', 'SGD', 'JPY'], today);
  const buyer = await repo.buyerName(tx);
  for (const [index, plan] of PLANS.entries()) {
    const source = list[index];
    if (!source) break;
    const [requisition] = await requisitionsForRfq(tx, [source.id]);
    if (!requisition) continue;
    const invited = [
      pool[index % pool.length]!,
      byCurrency('USD')[index % Math.max(1, byCurrency('USD').length)] ?? pool[1]!,
      byCurrency('GBP')[0] ?? pool[2]!,
    ].filter((v, i, all) => all.findIndex((o) => o.id === v.id) === i);
    const deadline = new Date(now.getTime() + plan.deadlineDays * DAY);
    deadline.setUTCHours(12, 0, 0, 0);
    const created = new Date(now.getTime() - (3 + index) * DAY);
    const sent = plan.state === 'SENT' ? new Date(created.getTime() + 2 * 3600_000) : null;
    const number = await repo.nextRfqNumber(tx, created.getUTCFullYear());
    const id = await repo.insertRfq(
      tx,
      {
        number,
        shipId: requisition.shipId,
        state: plan.state,
        deadline,
        currency: 'USD',
        deliveryPort: source.port,
        deliveryFrom: toDateKey(new Date(deadline.getTime() + 7 * DAY)),
        deliveryTo: toDateKey(new Date(deadline.getTime() + 14 * DAY)),
        notes: 'Please quote genuine parts; state clearly any OEM or compatible alternative.',
        createdByName: PURCHASER.name,
        createdAt: created,
        updatedAt: created,
        sentAt: sent,
      },
      [requisition.id],
      requisition.lines.map((l, i) => ({
        requisitionLineId: l.id,
        position: i + 1,
        description: l.description,
        impaCode: l.impaCode,
        makerPartNumber: l.makerPartNumber,
        maker: l.maker,
        quantity: l.openQuantity,
        unit: l.unit,
        remarks: l.remarks,
      })),
      invited.map((v) => ({
        vendorId: v.id,
        tokenHash: hashToken(randomToken()),
        tokenExpiresAt: rfqLinkExpiry(deadline),
      })),
    );
    await markRequisitionsInRfq(tx, [requisition.id], PURCHASER);
    await recordAudit(tx, SYSTEM, {
      action: 'create',
      entity: 'rfq',
      entityId: id,
      shipId: requisition.shipId,
      after: { number },
    });
    if (!sent) continue;
    const rfqLines = await repo.linesOf(tx, id);
    const invitations = await tx.select().from(rfqInvitations).where(eq(rfqInvitations.rfqId, id));
    for (const [k, vendor] of invited.entries()) {
      const invitation = invitations.find((i) => i.vendorId === vendor.id)!;
      const token = randomToken();
      const answer = plan.answers[k] ?? 'invited';
      const viewedAt = answer === 'invited' ? null : new Date(sent.getTime() + (k + 1) * 5 * 3600_000);
      const state =
        { quoted: 'QUOTED', revised: 'QUOTED', declined: 'DECLINED' }[answer as string] ??
        (viewedAt ? 'VIEWED' : 'INVITED');
      await tx
        .update(rfqInvitations)
        .set({
          tokenHash: hashToken(token),
          sentAt: sent,
          viewedAt,
          state,
          ...(answer === 'declined'
            ? {
                declinedAt: viewedAt,
                declineReason: 'No stock of genuine MAN parts before the delivery window; sorry.',
              }
            : {}),
        })
        .where(eq(rfqInvitations.id, invitation.id));
      await sendInvitationMail(tx, {
        invitationId: invitation.id,
        vendorName: vendor.name,
        vendorEmail: vendor.email,
        buyerName: buyer,
        rfqNumber: number,
        shipName: (await repo.findRfq(tx, id))!.shipName,
        lineCount: rfqLines.length,
        deadline,
        expiresAt: rfqLinkExpiry(deadline),
        deliveryPort: source.port,
        deliveryFrom: toDateKey(new Date(deadline.getTime() + 7 * DAY)),
        deliveryTo: toDateKey(new Date(deadline.getTime() + 14 * DAY)),
        publicUrl: publicUrl(),
        token,
      });
      if (answer === 'declined' || answer === 'invited' || answer === 'viewed') continue;
      const revisions = answer === 'revised' ? [1, 2] : [1];
      for (const revision of revisions) {
        const last = revision === revisions.length;
        const status = answer === 'draft' ? 'DRAFT' : last ? 'SUBMITTED' : 'SUPERSEDED';
        const factor = ['0.96', '1.04', '0.99'][k]!;
        const [quote] = await tx
          .insert(quotes)
          .values({
            invitationId: invitation.id,
            revision,
            status,
            currency: vendor.currency,
            validUntil: toDateKey(new Date(deadline.getTime() + 30 * DAY)),
            leadTimeDays: [7, 12, 5][k]! - (revision - 1) * 2,
            discountPercent: revision === 2 ? '3' : '0',
            freight: roundMoney(String(120 + k * 45), vendor.currency),
            portCharges: k === 1 ? roundMoney('85', vendor.currency) : '0',
            remarks:
              revision === 2 ? 'Revised: 3% discount and faster delivery from our Rotterdam stock.' : '',
            submittedAt: status === 'DRAFT' ? null : new Date(viewedAt!.getTime() + revision * 3 * 3600_000),
          })
          .returning({ id: quotes.id });
        await tx.insert(quoteLines).values(
          rfqLines
            .filter((_, i) => !(k === 2 && i === rfqLines.length - 1 && rfqLines.length > 1))
            .map((line, i) => ({
              quoteId: quote!.id,
              rfqLineId: line.id,
              unitPrice: priceIn(
                rates,
                ESTIMATES.get(line.description) ?? '100.00',
                vendor.currency,
                factor,
                today,
              ),
              availableQuantity:
                k === 1 && i === 0
                  ? String(Math.max(1, Math.floor(Number(line.quantity) / 2)))
                  : line.quantity,
              leadTimeDays: k === 0 && i === 0 ? 14 : null,
              partType: k === 2 && i === 0 ? 1 : 0,
              offeredPartNumber:
                k === 2 && i === 0 ? `${line.makerPartNumber ?? line.impaCode ?? 'ALT'}-OEM` : null,
              remarks: k === 2 && i === 0 ? 'OEM equivalent, same specification' : '',
            })),
        );
      }
    }
  }
}
