import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ListAltOutlinedIcon from '@mui/icons-material/ListAltOutlined';
import type { RequisitionDetail } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { departmentLabel } from './requisition-form';
import { formatEstimate } from './requisition-money';
import { RequisitionStateChip, UrgentChip } from './RequisitionChips';

/** The header of a requisition: ship, department, priority, required by, port, category, state. */
export function RequisitionFactsCard({ r }: { r: RequisitionDetail }) {
  const facts: [string, React.ReactNode][] = [
    ['Ship', r.shipName],
    ['State', <RequisitionStateChip key="s" state={r.state} />],
    ['Priority', r.priority === 1 ? <UrgentChip key="p" /> : 'Normal'],
    ['Department', departmentLabel(r.department)],
    ['Required by', formatDate(r.requiredBy) || '—'],
    ['Delivery port', r.deliveryPort ?? '—'],
    ['Expense category', r.categoryCode ? `${r.categoryCode} ${r.categoryName}` : '—'],
    ['Estimate', formatEstimate(r.estimatedAmount, r.currency) || '—'],
    ['Raised', `${formatDateTime(r.createdAt)}${r.createdByName ? ` by ${r.createdByName}` : ''}`],
    ['Submitted', formatDateTime(r.submittedAt) || '—'],
    ['Approved', r.approvedAt ? `${formatDateTime(r.approvedAt)} by ${r.approvedByName ?? '—'}` : '—'],
  ];
  if (r.closedAt) facts.push(['Closed', formatDateTime(r.closedAt)]);
  if (r.cancelReason) facts.push(['Cancel reason', r.cancelReason]);
  return (
    <Card title={r.title} owner={`${r.number} · ${r.shipName}`} icon={<ListAltOutlinedIcon />}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
          gap: 2,
        }}
      >
        {facts.map(([label, value]) => (
          <Box key={label}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.25, fontWeight: 500 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {r.remarks && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2, whiteSpace: 'pre-wrap' }}>
          {r.remarks}
        </Typography>
      )}
    </Card>
  );
}
