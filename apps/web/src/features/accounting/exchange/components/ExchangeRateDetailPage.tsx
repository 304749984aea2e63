import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { divDecimal, RATE_SCALE, type ExchangeRateView } from '@keel/domain';
import { ActivityCard } from '../../../../components/activity/ActivityCard';
import { Card } from '../../../../components/Card';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { RecordDetailHeader } from '../../../../components/record-detail/RecordDetailHeader';
import { RecordDetailPending } from '../../../../components/record-detail/RecordDetailPending';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { useExchangeRate } from '../api/get-rate';
import { formatRate, RATE_TYPE_LABELS, rateUseLink } from './rate-format';
import { SupersedeRateDialog } from './SupersedeRateDialog';

/** How many users the server lists (`USED_BY_LIMIT`); past it the rest is only counted. */
const USED_BY_SHOWN = 50;

const back = { to: '/accounting/exchanges', label: 'Back to exchange rates' };
const pending = { back, kind: 'Exchange rate', notFound: 'This exchange rate does not exist.' };

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

const stateChip = (r: ExchangeRateView) =>
  r.supersededAt ? (
    <Chip size="small" label="Superseded" color="warning" variant="outlined" />
  ) : (
    <Chip size="small" label="In force" color="success" variant="outlined" />
  );

/** `/accounting/exchanges/:exchangeID`: one rate, its versions, the documents that used it; supersede. */
export function ExchangeRateDetailPage() {
  const { exchangeID = '' } = useParams();
  const navigate = useNavigate();
  const rate = useExchangeRate(exchangeID);
  const [superseding, setSuperseding] = useState(false);
  const [conflict, setConflict] = useState(false);
  if (!rate.data) return <RecordDetailPending {...pending} error={rate.error} />;
  const r = rate.data;
  const open = (id: string) => navigate(`/accounting/exchanges/${id}`);
  return (
    <>
      <RecordDetailHeader
        back={back}
        title={`${r.from} → ${r.to} · ${formatDate(r.date)}`}
        chips={
          <>
            {stateChip(r)}
            <Chip size="small" label={RATE_TYPE_LABELS[r.type]} variant="outlined" />
          </>
        }
        subtitle={`1 ${r.from} = ${formatRate(r.rate)} ${r.to} · ${r.source}`}
        actions={
          !r.supersededAt && (
            <Button variant="contained" startIcon={<SwapHorizIcon />} onClick={() => setSuperseding(true)}>
              Supersede
            </Button>
          )
        }
      />
      {conflict && (
        <ConflictAlert
          what="exchange rate"
          reloading={rate.isRefetching}
          onReload={() => void rate.refetch().then(() => setConflict(false))}
        />
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card title="Rate" showOwner={false}>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}
            >
              <Fact label={`1 ${r.from} in ${r.to}`}>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {formatRate(r.rate)}
                </Box>
              </Fact>
              <Fact label={`1 ${r.to} in ${r.from}`}>
                <Box component="span" sx={{ fontFamily: 'monospace' }}>
                  {formatRate(divDecimal('1', r.rate, RATE_SCALE))}
                </Box>
              </Fact>
              <Fact label="Applies from">{formatDate(r.date)}</Fact>
              <Fact label="Source">{r.source}</Fact>
              <Fact label="Stored">{formatDateTime(r.createdAt)}</Fact>
              {r.supersededAt && <Fact label="Superseded">{formatDateTime(r.supersededAt)}</Fact>}
              {r.reason && <Fact label="Why it replaced the earlier rate">{r.reason}</Fact>}
            </Box>
          </Card>
          <Card
            title={`Used by ${r.usedByTotal === 0 ? 'no document' : r.usedByTotal === 1 ? '1 document' : `${r.usedByTotal} documents`}`}
            showOwner={false}
          >
            {r.usedByTotal === 0 ? (
              <Typography color="text.secondary">No document has converted with this rate yet.</Typography>
            ) : (
              <List dense disablePadding>
                {r.usedBy.map((u) => {
                  const link = rateUseLink(u);
                  return (
                    <ListItem key={`${u.entity}-${u.id}-${u.rate}`} disableGutters>
                      <ListItemText
                        primary={
                          <Link component={RouterLink} to={link.to}>
                            {link.label}
                          </Link>
                        }
                        secondary={`1 ${u.currency} = ${formatRate(u.rate)} ${u.baseCurrency} (kept on ${link.keptOn})`}
                      />
                    </ListItem>
                  );
                })}
              </List>
            )}
            {r.usedBy.length < Math.min(r.usedByTotal, USED_BY_SHOWN) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {r.usedByTotal - r.usedBy.length} more you may not open (documents of other ships or areas)
                keep it too.
              </Typography>
            )}
          </Card>
          <Card title="Versions of this date" showOwner={false}>
            <List dense disablePadding>
              {r.history.map((h) => (
                <ListItem
                  key={h.id}
                  disableGutters
                  secondaryAction={stateChip(h)}
                  sx={{ cursor: h.id === r.id ? 'default' : 'pointer' }}
                  onClick={() => h.id !== r.id && open(h.id)}
                >
                  <ListItemText
                    primary={
                      <Box
                        component="span"
                        sx={{ fontFamily: 'monospace', fontWeight: h.id === r.id ? 600 : 400 }}
                      >
                        {formatRate(h.rate)}
                      </Box>
                    }
                    secondary={`${h.source} · ${formatDateTime(h.createdAt)}${h.reason ? ` · ${h.reason}` : ''}`}
                  />
                </ListItem>
              ))}
            </List>
          </Card>
        </Box>
        <ActivityCard entity="exchange_rate" id={r.id} />
      </Box>
      <SupersedeRateDialog
        key={r.version}
        rate={r}
        open={superseding}
        onClose={() => setSuperseding(false)}
        onDone={open}
        onConflict={() => setConflict(true)}
      />
    </>
  );
}
