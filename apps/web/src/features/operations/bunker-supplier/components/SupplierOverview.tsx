import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import type { ReactNode } from 'react';
import type { BunkerSupplier } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { countryLabel } from '../../../../components/CountryField';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { notifySuccess } from '../../../../lib/notify';
import { CurrentPricesTable } from './CurrentPricesTable';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </Box>
  );
}

/** The overview tab: the supplier's facts, its rating (click to rate) and today's prices. */
export function SupplierOverview({
  supplier: s,
  saving,
  onPatch,
}: {
  supplier: BunkerSupplier;
  saving: boolean;
  onPatch: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const rate = (rating: number | null) =>
    void onPatch({ rating })
      .then(() => notifySuccess(rating === null ? 'Rating cleared' : `Rated ${rating} of 5`))
      .catch(() => undefined);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
      }}
    >
      <Card title="Supplier" showOwner={false} icon={<InfoOutlinedIcon />}>
        <Box>
          <Fact label="Country">{countryLabel(s.country)}</Fact>
          <Fact label="Website">
            {s.website ? (
              <Link href={s.website} target="_blank" rel="noopener noreferrer">
                {s.website}
              </Link>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label="Rating">
            <Rating
              name="supplier-rating"
              value={s.rating}
              disabled={saving}
              onChange={(_, v) => rate(v)}
              aria-label="Rating"
            />
            <Typography variant="caption" color="text.secondary" component="div">
              {s.rating === null
                ? 'Not rated yet'
                : `by ${s.ratedByName ?? 'unknown'}${s.ratedAt ? ` on ${formatDate(s.ratedAt)}` : ''}`}
            </Typography>
          </Fact>
          <Fact label="Notes">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              {s.notes || '—'}
            </Typography>
          </Fact>
          <Fact label="Last changed">{formatDateTime(s.updatedAt)}</Fact>
        </Box>
      </Card>
      <Card
        title="Current prices"
        owner="Newest valid price per port and grade, USD per metric tonne unless stated"
        icon={<LocalGasStationOutlinedIcon />}
        type="secondary"
        titleProps={{ noWrap: false }}
      >
        <CurrentPricesTable
          prices={s.currentPrices}
          emptyText="No current prices. Add prices on the Prices tab."
        />
      </Card>
    </Box>
  );
}
