import { formatUtc } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { sendMail } from '../../mail/mailer';
import * as repo from './rfq.repo';

/** The vendor an RFQ-closing e-mail goes to. */
interface Recipient {
  id: string;
  vendorName: string;
  vendorEmail: string;
}

/** The RFQ facts a closing e-mail names. */
interface ClosingFacts {
  rfqNumber: string;
  shipName: string;
  buyerName: string;
  at: Date;
}

function letter(vendorName: string, body: string[], buyerName: string): string {
  return [`Dear ${vendorName},`, '', ...body, '', 'Kind regards,', buyerName].join('\n');
}

/**
 * Queues the cancellation e-mail (`rfq_cancelled`, one per invitation) to every vendor who received
 * the request and has not declined it, in the cancel's transaction. A DRAFT's vendors never heard of
 * it and get nothing.
 */
export async function sendCancellationMails(
  tx: DbOrTx,
  rfqId: string,
  facts: Omit<ClosingFacts, 'buyerName'> & { reason: string },
): Promise<void> {
  const buyerName = await repo.buyerName(tx);
  const invitations = (await repo.invitationsOf(tx, rfqId)).filter(
    (i) => i.sentAt !== null && i.state !== 'DECLINED',
  );
  for (const i of invitations)
    await sendMail(tx, {
      to: i.vendorEmail,
      toName: i.vendorName,
      subject: `Request for quotation ${facts.rfqNumber} cancelled – ${facts.shipName}`,
      text: letter(
        i.vendorName,
        [
          `${buyerName} has cancelled request for quotation ${facts.rfqNumber} for ${facts.shipName} on ${formatUtc(facts.at)}.`,
          `Reason: ${facts.reason}`,
          'Your link to the offer page no longer works, and no order will be placed from this request. Thank you for your time.',
        ],
        buyerName,
      ),
      kind: 'rfq_cancelled',
      refId: i.id,
    });
}

/**
 * Queues the regret e-mail (`rfq_regret`, one per invitation) to every vendor who submitted a quote
 * and won no line of the award, in the award's transaction; returns the vendors mailed.
 */
export async function sendRegretMails(
  tx: DbOrTx,
  rfqId: string,
  winnerVendorIds: readonly string[],
  at: Date,
): Promise<Recipient[]> {
  const rfq = await repo.findRfq(tx, rfqId);
  if (!rfq) return [];
  const buyerName = await repo.buyerName(tx);
  const losers = (await repo.invitationsOf(tx, rfqId)).filter(
    (i) => i.currentRevision !== null && !winnerVendorIds.includes(i.vendorId),
  );
  for (const i of losers)
    await sendMail(tx, {
      to: i.vendorEmail,
      toName: i.vendorName,
      subject: `Request for quotation ${rfq.number} – not awarded to you`,
      text: letter(
        i.vendorName,
        [
          `Thank you for your quotation for request ${rfq.number} (${rfq.shipName}).`,
          `${buyerName} awarded this request on ${formatUtc(at)}; this time no part of it was awarded to you.`,
          'We appreciate your offer and look forward to your quotations for future requests.',
        ],
        buyerName,
      ),
      kind: 'rfq_regret',
      refId: i.id,
    });
  return losers.map((i) => ({ id: i.id, vendorName: i.vendorName, vendorEmail: i.vendorEmail }));
}
