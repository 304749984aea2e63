import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { reviewStatus, type DocumentDetail, type Revision } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatDate } from '../../../../lib/format';

const today = () => new Date().toISOString().slice(0, 10);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The review date with its flag: overdue (red), due within 30 days (amber). */
export function ReviewDue({ date, overdue }: { date: string | null; overdue?: boolean }) {
  if (!date) return <>—</>;
  const status = overdue ? 'OVERDUE' : reviewStatus(date.slice(0, 10), today());
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      {formatDate(date)}
      {status === 'OVERDUE' && <Chip size="small" color="error" label="Review overdue" />}
      {status === 'DUE_SOON' && <Chip size="small" color="warning" label="Review due soon" />}
    </Box>
  );
}

/** The document's heading facts: number, title, owner, effective revision and dates, its file and sha256. */
export function DocumentFacts({
  document: d,
  effective,
  reviewOverdue,
  action,
}: {
  document: DocumentDetail;
  effective: Revision | null;
  reviewOverdue: boolean;
  action?: ReactNode;
}) {
  return (
    <Card
      title={
        <Box
          component="span"
          sx={{ display: 'inline-flex', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}
        >
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {d.number}
          </Box>
          <span>{d.title}</span>
        </Box>
      }
      showOwner={false}
      action={action}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        <Fact label="Owner">{d.ownerName ?? '—'}</Fact>
        <Fact label="Revision in force">{effective ? effective.revision : 'None yet'}</Fact>
        <Fact label="Effective date">{formatDate(effective?.effectiveDate ?? null) || '—'}</Fact>
        <Fact label="Next review">
          <ReviewDue date={effective?.reviewDue ?? null} overdue={reviewOverdue} />
        </Fact>
      </Box>
      {effective && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all' }}>
            {effective.fileName}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
            aria-label="SHA-256 of the file"
          >
            SHA-256 {effective.sha256}
          </Typography>
        </Box>
      )}
    </Card>
  );
}
