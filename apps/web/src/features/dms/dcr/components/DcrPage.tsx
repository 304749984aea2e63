import { useParams, Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { can, type Dcr } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { Card } from '../../../../components/Card';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { formatDateTime } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { downloadDcrFile } from '../../api/dcr-file';
import { useDcr } from '../../api/dcrs';
import { formatBytes } from '../../shared/format-bytes';
import { DcrActions } from './DcrActions';
import { DcrStateChip } from './DcrStateChip';

const back = { to: '/dms/dcr', label: 'Back to change requests' };

function Facts({ dcr }: { dcr: Dcr }) {
  const rows: [string, React.ReactNode][] = [
    [
      'Document',
      <Link component={RouterLink} to={`/dms/ism?doc=${encodeURIComponent(dcr.documentId)}`} key="doc">
        {dcr.documentNumber} {dcr.documentTitle}
      </Link>,
    ],
    ['Raised from', dcr.shipName ?? 'The office'],
    ['Proposed by', `${dcr.proposerName ?? '—'} · ${formatDateTime(dcr.createdAt)}`],
  ];
  if (dcr.decidedAt) rows.push(['Decided', `${dcr.decidedByName ?? '—'} · ${formatDateTime(dcr.decidedAt)}`]);
  if (dcr.decisionReason)
    rows.push([dcr.state === 'REJECTED' ? 'Reason for rejection' : 'Decision note', dcr.decisionReason]);
  if (dcr.implementedRevision)
    rows.push([
      'Implemented by',
      <Link component={RouterLink} to={`/dms/ism?doc=${encodeURIComponent(dcr.documentId)}`} key="rev">
        Revision {dcr.implementedRevision}
      </Link>,
    ]);
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 1, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, wordBreak: 'break-word' }}
          >
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * `/dms/dcr/:dcrID`: one change request: what is proposed and why, its decision, the revision that
 * implemented it, the office's actions (review, approve, reject with a reason, implement), and the
 * comments and history of the shared activity panel.
 */
export function DcrPage() {
  const { dcrID = '' } = useParams();
  const access = useAccess();
  const query = useDcr(dcrID);
  if (!query.data)
    return (
      <RecordDetailPending
        back={back}
        kind="Change request"
        notFound="This change request does not exist or is not yours to see."
        error={query.error}
      />
    );
  const dcr = query.data;
  const mayDecide = can(access, ['approve_documents']);
  return (
    <>
      <RecordDetailHeader
        back={back}
        title={dcr.number}
        chips={<DcrStateChip state={dcr.state} />}
        subtitle={`${dcr.documentNumber} ${dcr.documentTitle}`}
        actions={mayDecide ? <DcrActions dcr={dcr} /> : undefined}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(300px, 2fr)' },
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <Card title="Request" showOwner={false}>
            <Facts dcr={dcr} />
          </Card>
          <Card title="Reason" showOwner={false}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{dcr.reason}</Typography>
          </Card>
          <Card title="Proposed change" showOwner={false}>
            {dcr.proposedText ? (
              <Typography sx={{ whiteSpace: 'pre-wrap', fontFamily: 'Georgia, serif' }}>
                {dcr.proposedText}
              </Typography>
            ) : (
              <Typography color="text.secondary">No text: see the marked-up file.</Typography>
            )}
            {dcr.file && (
              <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<AttachFileIcon />}
                  onClick={() =>
                    void downloadDcrFile(dcr.id, dcr.file!.fileName).catch((e: unknown) => notifyError(e))
                  }
                >
                  {dcr.file.fileName}
                </Button>
                <Typography variant="caption" color="text.secondary">
                  {formatBytes(dcr.file.size)}
                </Typography>
              </Box>
            )}
          </Card>
        </Box>
        <ActivityCard entity="dms-dcr" id={dcr.id} />
      </Box>
    </>
  );
}
