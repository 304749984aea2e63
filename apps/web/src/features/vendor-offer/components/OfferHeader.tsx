import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { VendorOffer } from '@keel/domain';
import { formatDate, formatDateTime } from '../../../lib/format';
import { countdown } from './quote-form';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ textTransform: 'uppercase', letterSpacing: 0.6 }}
      >
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{value || '—'}</Typography>
    </Box>
  );
}

/** Who asks, for which ship, where and when to deliver, and the deadline with a live countdown. */
export function OfferHeader({ offer }: { offer: VendorOffer }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = countdown(offer.deadline, now);
  const window_ =
    offer.deliveryFrom || offer.deliveryTo
      ? `${formatDate(offer.deliveryFrom)} – ${formatDate(offer.deliveryTo)}`
      : '';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
      <Typography color="text.secondary" variant="body2">
        {offer.buyerName} requests a quotation from
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 0.5 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 650, mr: 'auto' }}>
          {offer.vendorName}
        </Typography>
        <Chip
          icon={<ScheduleIcon />}
          color={left ? (now > Date.parse(offer.deadline) - 86_400_000 ? 'warning' : 'primary') : 'default'}
          label={left ?? 'Deadline passed'}
          aria-label={left ? `Reply deadline: ${left}` : 'The reply deadline has passed'}
        />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' },
          gap: 2,
          mt: 2,
        }}
      >
        <Fact label="Request" value={offer.rfqNumber} />
        <Fact label="Ship" value={offer.shipName} />
        <Fact label="Delivery port" value={offer.deliveryPort ?? ''} />
        <Fact label="Delivery window" value={window_} />
        <Fact label="Reply by" value={`${formatDateTime(offer.deadline)}`} />
      </Box>
      {offer.notes && (
        <Typography variant="body2" sx={{ mt: 2, whiteSpace: 'pre-line', color: 'text.secondary' }}>
          {offer.notes}
        </Typography>
      )}
    </Paper>
  );
}
