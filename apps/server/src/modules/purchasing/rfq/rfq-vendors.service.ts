import { MAX_RFQ_VENDORS, rfqLinkExpiry, type AddRfqVendors, type RfqDetail } from '@keel/domain';
import type { Db } from '../../../db/client';
import { badRequest, conflict, notFound, staleVersion } from '../../../lib/http-error';
import { hashToken, randomToken } from '../../../lib/tokens';
import { assertSidebar, type Actor } from '../../access/access.service';
import { recordAudit } from '../../audit/audit.service';
import * as repo from './rfq.repo';
import { sendLinks } from './rfq-invitation.service';
import { PURCHASE_ORDERS, loadRfq } from './rfq.guard';
import { detailOf } from './rfq.view';

/**
 * `POST /purchasing/rfqs/:id/vendors` (requesting_for_quotation on the ship): invites more active
 * vendors. A DRAFT RFQ just gains the invitations (mailed at send); a SENT one mails each new vendor its
 * personal link at once, as the send does — only before the reply deadline. 409 once the RFQ is
 * awarded or cancelled or the deadline has passed; 400 naming `vendorIds` for an unknown, inactive or
 * already invited vendor or too many vendors. Audit row on the RFQ in the same transaction.
 */
export async function addRfqVendors(
  db: Db,
  actor: Actor,
  id: string,
  body: AddRfqVendors,
  publicUrl: string,
): Promise<RfqDetail> {
  assertSidebar(actor, [PURCHASE_ORDERS]);
  await loadRfq(db, actor, id, 'requesting_for_quotation');
  return db.transaction(async (tx) => {
    const row = await repo.lockRfq(tx, id);
    if (!row) throw notFound('RFQ');
    if (row.state !== 'DRAFT' && row.state !== 'SENT')
      throw conflict(`Vendors are added only to a DRAFT or SENT RFQ (it is ${row.state})`);
    if (row.version !== body.version) throw staleVersion('The RFQ');
    const now = new Date();
    if (row.deadline.getTime() <= now.getTime())
      throw conflict('The reply deadline has passed; invite the vendor in a new RFQ');
    const before = await detailOf(tx, id);
    const vendorRows = await repo.vendorsByIds(tx, body.vendorIds);
    const unknown = body.vendorIds.find((v) => !vendorRows.some((r) => r.id === v));
    if (unknown) throw badRequest('vendorIds', `no vendor ${unknown}`);
    const inactive = vendorRows.find((v) => !v.active);
    if (inactive) throw badRequest('vendorIds', `${inactive.name} is inactive`);
    const invited = vendorRows.find((v) => before.invitations.some((i) => i.vendorId === v.id));
    if (invited) throw badRequest('vendorIds', `${invited.name} is already invited`);
    if (before.invitations.length + body.vendorIds.length > MAX_RFQ_VENDORS)
      throw badRequest('vendorIds', `an RFQ invites at most ${MAX_RFQ_VENDORS} vendors`);
    await repo.insertInvitations(
      tx,
      id,
      // As at create: until a link is sent each invitation holds the hash of a token nobody sees.
      body.vendorIds.map((vendorId) => ({
        vendorId,
        tokenHash: hashToken(randomToken()),
        tokenExpiresAt: rfqLinkExpiry(row.deadline),
      })),
    );
    if (row.state === 'SENT') {
      const added = (await repo.invitationsOf(tx, id)).filter((i) => body.vendorIds.includes(i.vendorId));
      await sendLinks(
        tx,
        id,
        added.map((i) => i.id),
        publicUrl,
        now,
      );
    }
    if (!(await repo.setRfqState(tx, id, body.version, {}))) throw staleVersion('The RFQ');
    const after = await detailOf(tx, id);
    await recordAudit(tx, actor, {
      action: 'add_vendors',
      entity: 'rfq',
      entityId: id,
      shipId: row.shipId,
      before: { invitations: before.invitations.map((i) => i.vendorName) },
      after: {
        added: vendorRows.map((v) => v.name),
        invitations: after.invitations.map((i) => i.vendorName),
        mailed: row.state === 'SENT',
      },
    });
    return after;
  });
}
