import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import type { RequisitionHistoryEntry, RequisitionState } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatDateTime } from '../../../../lib/format';
import { STATE_LABELS } from './requisition-form';

const ACTIONS: Record<string, string> = {
  create: 'Raised',
  update: 'Edited',
  submit: 'Submitted',
  approve: 'Approved',
  send_back: 'Sent back',
  cancel: 'Cancelled',
  close: 'Closed',
  rfq: 'Put into a request for quotation',
  order: 'Ordered quantities changed',
  receive: 'Received quantities changed',
};

const stateLabel = (s: string | null) => (s ? (STATE_LABELS[s as RequisitionState] ?? s) : '');

/** The audit history of a requisition, newest first: who did what, when, and the state it led to. */
export function RequisitionHistoryCard({ history }: { history: RequisitionHistoryEntry[] }) {
  return (
    <Card
      title="History"
      owner={`${history.length} ${history.length === 1 ? 'entry' : 'entries'}`}
      icon={<HistoryIcon />}
    >
      {history.length === 0 && <Typography color="text.secondary">No history yet.</Typography>}
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {history.map((h, i) => (
          <Box
            component="li"
            key={`${h.at}-${i}`}
            sx={{ py: 1, borderBottom: i < history.length - 1 ? 1 : 0, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {ACTIONS[h.action] ?? h.action}
              </Typography>
              {h.fromState !== h.toState && h.toState && (
                <Typography variant="body2" color="text.secondary">
                  {h.fromState ? `${stateLabel(h.fromState)} → ` : ''}
                  {stateLabel(h.toState)}
                </Typography>
              )}
              <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>
                {formatDateTime(h.at)} · {h.actorName ?? 'System'}
              </Typography>
            </Box>
            {h.reason && (
              <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
                “{h.reason}”
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Card>
  );
}
