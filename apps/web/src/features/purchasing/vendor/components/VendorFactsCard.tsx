import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import AnchorOutlinedIcon from '@mui/icons-material/AnchorOutlined';
import { VENDOR_CATEGORY_LABELS, type Vendor } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { countryLabel } from '../../../../components/CountryField';
import { currencyLabel } from '../../../../components/CurrencyField';
import { formatDateTime, plural } from '../../../../lib/format';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' },
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

/** What the company knows of a vendor: supplies, terms, where RFQs go, address and notes. */
export function VendorFactsCard({ vendor: v }: { vendor: Vendor }) {
  return (
    <Card title="Vendor" owner={v.code} icon={<StorefrontOutlinedIcon />}>
      <Box>
        <Fact label="Supplies">
          <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {v.categories.map((c) => (
              <Chip key={c} size="small" label={VENDOR_CATEGORY_LABELS[c]} />
            ))}
          </Box>
        </Fact>
        <Fact label="RFQs and orders to">
          <Link href={`mailto:${v.email}`}>{v.email}</Link>
        </Fact>
        <Fact label="Phone">
          {v.phone ? <Link href={`tel:${v.phone.replace(/[^\d+]/g, '')}`}>{v.phone}</Link> : '—'}
        </Fact>
        <Fact label="Default currency">{currencyLabel(v.currency)}</Fact>
        <Fact label="Payment terms">
          {v.paymentTermsDays === 0 ? 'Cash on delivery' : `Net ${plural(v.paymentTermsDays, 'day')}`}
        </Fact>
        <Fact label="Rating">
          {v.rating ? <Rating size="small" value={v.rating} readOnly /> : 'Not rated'}
        </Fact>
        <Fact label="Address">
          {v.addressLines.map((l) => (
            <Typography key={l}>{l}</Typography>
          ))}
          <Typography>{[v.postalCode, v.city].filter(Boolean).join(' ')}</Typography>
          <Typography>{countryLabel(v.country)}</Typography>
        </Fact>
        {v.notes && (
          <Fact label="Notes">
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{v.notes}</Typography>
          </Fact>
        )}
        <Fact label="Last changed">{formatDateTime(v.updatedAt)}</Fact>
      </Box>
    </Card>
  );
}

/** The ports a vendor delivers in. */
export function VendorPortsCard({ vendor: v }: { vendor: Vendor }) {
  return (
    <Card title="Ports served" showOwner={false} icon={<AnchorOutlinedIcon />}>
      {v.ports.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1, textAlign: 'center' }}>
          No ports listed. Edit the vendor to add the ports it delivers in.
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label="Ports served"
          sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', m: 0, p: 0, listStyle: 'none' }}
        >
          {v.ports.map((p) => (
            <li key={p.locode}>
              <Chip variant="outlined" label={`${p.portName} (${p.locode})`} />
            </li>
          ))}
        </Box>
      )}
    </Card>
  );
}
