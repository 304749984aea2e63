import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import type { DocumentDetail } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { RevisionActions } from './RevisionActions';
import { RevisionStateChip } from './RevisionStateChip';
import { UploadRevisionDialog } from './UploadRevisionDialog';

/** Every revision of the document, newest first, with its state actions; upload a new one. */
export function RevisionsCard({
  document: d,
  shownId,
  onShow,
  mayManage,
  mayApprove,
}: {
  document: DocumentDetail;
  shownId: string | null;
  onShow: (id: string) => void;
  mayManage: boolean;
  mayApprove: boolean;
}) {
  const [uploading, setUploading] = useState(false);
  const open = d.revisions.some((r) => ['DRAFT', 'IN_REVIEW', 'APPROVED'].includes(r.state));
  return (
    <Card
      title="Revisions"
      showOwner={false}
      icon={<HistoryIcon />}
      action={
        mayManage ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={<UploadFileOutlinedIcon />}
            onClick={() => setUploading(true)}
            disabled={open}
            title={open ? 'A revision is already being worked on' : undefined}
          >
            New revision
          </Button>
        ) : undefined
      }
    >
      {d.revisions.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No revision yet.
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Revisions">
            <TableHead>
              <TableRow>
                <TableCell>Revision</TableCell>
                <TableCell>State</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Effective</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>File</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.revisions.map((r) => (
                <TableRow key={r.id} selected={r.id === shownId} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {r.revision}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="div">
                      {formatDateTime(r.createdAt)}
                      {r.createdByName ? ` · ${r.createdByName}` : ''}
                    </Typography>
                    {r.changeNote && (
                      <Typography variant="caption" component="div" sx={{ maxWidth: 280 }}>
                        {r.changeNote}
                      </Typography>
                    )}
                    {r.rejectionReason && r.state === 'DRAFT' && (
                      <Typography variant="caption" color="error" component="div">
                        Sent back: {r.rejectionReason}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <RevisionStateChip state={r.state} />
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' }, whiteSpace: 'nowrap' }}>
                    {formatDate(r.effectiveDate) || '—'}
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, maxWidth: 220 }}>
                    <Typography variant="body2" noWrap title={r.fileName}>
                      {r.fileName}
                    </Typography>
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ fontFamily: 'monospace' }}
                      title={`SHA-256 ${r.sha256}`}
                    >
                      {r.sha256.slice(0, 12)}…
                    </Typography>
                  </TableCell>
                  <TableCell align="right">
                    <Box
                      sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'flex-end' }}
                    >
                      {r.id !== shownId && (
                        <Button
                          size="small"
                          onClick={() => onShow(r.id)}
                          aria-label={`View revision ${r.revision}`}
                        >
                          View
                        </Button>
                      )}
                      <RevisionActions
                        revision={r}
                        documentNumber={d.number}
                        mayManage={mayManage}
                        mayApprove={mayApprove}
                      />
                    </Box>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {uploading && <UploadRevisionDialog document={d} onClose={() => setUploading(false)} />}
    </Card>
  );
}
