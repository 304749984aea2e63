import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import type { Agent } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { countryLabel } from '../../../../components/CountryField';
import { formatDateTime } from '../../../../lib/format';

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

/** A port agent's port, how to reach it, its address and notes. */
export function AgentFactsCard({ agent: a }: { agent: Agent }) {
  return (
    <Card title="Port agent" owner={`${a.portName} (${a.portLocode})`} icon={<SupportAgentOutlinedIcon />}>
      <Box>
        <Fact label="Port">{`${a.portName} (${a.portLocode})`}</Fact>
        <Fact label="E-mail">
          <Link href={`mailto:${a.email}`}>{a.email}</Link>
        </Fact>
        <Fact label="Phone">
          {a.phone ? <Link href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</Link> : '—'}
        </Fact>
        <Fact label="Address">
          {a.addressLines.map((l) => (
            <Typography key={l}>{l}</Typography>
          ))}
          <Typography>{[a.postalCode, a.city].filter(Boolean).join(' ')}</Typography>
          <Typography>{countryLabel(a.country)}</Typography>
        </Fact>
        {a.notes && (
          <Fact label="Notes">
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{a.notes}</Typography>
          </Fact>
        )}
        <Fact label="Last changed">{formatDateTime(a.updatedAt)}</Fact>
      </Box>
    </Card>
  );
}
