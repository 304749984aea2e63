import { formatUtc } from '@keel/domain';
import type { DbOrTx } from '../../../db/client';
import { sendMail } from '../../mail/mailer';

/** What an invitation e-mail says. */
export interface InvitationMail {
  invitationId: string;
  vendorName: string;
  vendorEmail: string;
  buyerName: string;
  rfqNumber: string;
  shipName: string;
  lineCount: number;
  deadline: Date;
  expiresAt: Date;
  deliveryPort: string | null;
  deliveryFrom: string | null;
  deliveryTo: string | null;
  /** The link base (`KEEL_PUBLIC_URL`). */
  publicUrl: string;
  /** The plain token; it exists only in this e-mail (the database keeps its hash). */
  token: string;
  /** True for a resent link (the old one no longer works). */
  resent?: boolean;
}

/** The vendor offer page's link of a token. */
export function offerLink(publicUrl: string, token: string): string {
  return `${publicUrl}/vendor/offer?token=${encodeURIComponent(token)}`;
}

const day = (value: string) => value.replaceAll('-', '/');

/** Queues the invitation e-mail with the vendor's personal link (outbox row in the caller's transaction). */
export async function sendInvitationMail(tx: DbOrTx, mail: InvitationMail): Promise<void> {
  const link = offerLink(mail.publicUrl, mail.token);
  const window =
    mail.deliveryFrom || mail.deliveryTo
      ? ` between ${mail.deliveryFrom ? day(mail.deliveryFrom) : '…'} and ${mail.deliveryTo ? day(mail.deliveryTo) : '…'}`
      : '';
  const delivery = mail.deliveryPort
    ? `Delivery: ${mail.deliveryPort}${window}`
    : window
      ? `Delivery${window}`
      : '';
  const lines = [
    `Dear ${mail.vendorName},`,
    '',
    mail.resent
      ? `${mail.buyerName} sends you a new link for request for quotation ${mail.rfqNumber}. The earlier link no longer works.`
      : `${mail.buyerName} invites you to quote for ${mail.shipName}: request for quotation ${mail.rfqNumber} (${mail.lineCount} line${mail.lineCount === 1 ? '' : 's'}).`,
    ...(delivery ? [delivery] : []),
    `Please reply by ${formatUtc(mail.deadline)}.`,
    '',
    'Open your offer page (no login needed) to quote, attach files or decline:',
    link,
    '',
    `This link is personal to ${mail.vendorName}; do not forward it. It works until ${formatUtc(mail.expiresAt)}.`,
    '',
    `Kind regards,`,
    mail.buyerName,
  ];
  await sendMail(tx, {
    to: mail.vendorEmail,
    toName: mail.vendorName,
    subject: `Request for quotation ${mail.rfqNumber} – ${mail.shipName}`,
    text: lines.join('\n'),
    kind: 'rfq_invitation',
    refId: mail.invitationId,
  });
}
