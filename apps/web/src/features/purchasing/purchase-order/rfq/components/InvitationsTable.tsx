import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { RfqDetail, RfqInvitation } from '@keel/domain';
import { ConfirmDialog } from '../../../../../components/ConfirmDialog';
import { formatDateTime } from '../../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../../lib/notify';
import { useRfqAction } from '../api/rfq-actions';
import { QuoteRevisionsDialog } from './QuoteRevisionsDialog';
import { StateChip } from './StateChip';

/**
 * The vendors of an RFQ: invitation and link state, sent and viewed times, the quote revision (opens
 * the vendor's submitted revisions), and Resend / Revoke. A link cannot be copied (only a hash of the
 * token is kept): Resend mails a new one.
 */
export function InvitationsTable({
  rfq,
  mayChange,
  mayCompare,
}: {
  rfq: RfqDetail;
  mayChange: boolean;
  /** May open the vendors' quote revisions (`get_quotes`). */
  mayCompare: boolean;
}) {
  const action = useRfqAction(rfq.id);
  const [revoking, setRevoking] = useState<RfqInvitation | null>(null);
  const [opened, setOpened] = useState<RfqInvitation | null>(null);
  const [now] = useState(() => Date.now());
  const open = rfq.state === 'SENT' && Date.parse(rfq.deadline) > now;
  const run = async (kind: 'revoke' | 'resend', i: RfqInvitation) => {
    try {
      await action.mutateAsync({ kind, invitationId: i.id, version: i.version });
      notifySuccess(
        kind === 'resend'
          ? `A new link was mailed to ${i.vendorName}`
          : `${i.vendorName}'s link no longer works`,
      );
    } catch (error) {
      notifyError(error);
    } finally {
      setRevoking(null);
    }
  };
  return (
    <>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label="Invited vendors">
          <TableHead>
            <TableRow>
              <TableCell>Vendor</TableCell>
              <TableCell>State</TableCell>
              <TableCell>Link</TableCell>
              <TableCell>Sent</TableCell>
              <TableCell>Viewed</TableCell>
              <TableCell>Quote</TableCell>
              {mayChange && <TableCell align="right">Actions</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {rfq.invitations.map((i) => (
              <TableRow key={i.id}>
                <TableCell>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {i.vendorName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {i.vendorEmail}
                  </Typography>
                </TableCell>
                <TableCell>
                  <StateChip state={i.state} />
                  {i.declineReason && (
                    <Typography variant="caption" sx={{ display: 'block', mt: 0.5 }} color="text.secondary">
                      “{i.declineReason}”
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <Tooltip title={i.tokenExpiresAt ? `Valid until ${formatDateTime(i.tokenExpiresAt)}` : ''}>
                    <span>
                      <StateChip state={i.linkState} />
                    </span>
                  </Tooltip>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(i.sentAt) || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(i.viewedAt) || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {i.currentRevision && mayCompare ? (
                    <Link
                      component="button"
                      type="button"
                      variant="body2"
                      onClick={() => setOpened(i)}
                      aria-label={`Open the quote of ${i.vendorName}, revision ${i.currentRevision}`}
                    >
                      Rev. {i.currentRevision}
                    </Link>
                  ) : i.currentRevision ? (
                    `Rev. ${i.currentRevision}`
                  ) : i.hasDraft ? (
                    'Draft only'
                  ) : (
                    '—'
                  )}
                </TableCell>
                {mayChange && (
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Button
                      size="small"
                      disabled={!open || action.isPending || i.state === 'DECLINED' || i.state === 'LAPSED'}
                      onClick={() => void run('resend', i)}
                    >
                      Resend
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      disabled={i.linkState !== 'active' || action.isPending}
                      onClick={() => setRevoking(i)}
                    >
                      Revoke
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
        Links cannot be copied: Keel keeps only a hash of each token. Resend mails the vendor a new link (the
        old one stops working).
      </Typography>
      <ConfirmDialog
        open={revoking !== null}
        type="warning"
        title="Revoke the link?"
        message={`${revoking?.vendorName ?? ''} will no longer open this request with the link they have. Their saved quote stays. You can resend a new link later.`}
        confirmText="Revoke"
        loading={action.isPending}
        onConfirm={() => revoking && void run('revoke', revoking)}
        onCancel={() => setRevoking(null)}
      />
      {opened && (
        <QuoteRevisionsDialog rfqId={rfq.id} invitationId={opened.id} onClose={() => setOpened(null)} />
      )}
    </>
  );
}
