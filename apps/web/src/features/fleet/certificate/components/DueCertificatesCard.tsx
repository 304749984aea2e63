import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { CERTIFICATE_DUE_HORIZONS, certificateTypeByCode, type CertificateDueHorizon } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useDueCertificates } from '../api/due-certificates';
import { CertificateStateChip } from './CertificateStateChip';
import { daysText } from './certificate-state-style';

const SHOWN = 6;

/** Dashboard card: certificates of the user's ships that expire within 30, 60 or 90 days, or have expired. */
export function DueCertificatesCard() {
  const [within, setWithin] = useState<CertificateDueHorizon>(30);
  const due = useDueCertificates({ withinDays: within, limit: SHOWN });
  const summary = due.data?.summary;
  const count = (h: CertificateDueHorizon) => (summary ? summary[`within${h}`] : undefined);

  return (
    <Card
      title="Certificates falling due"
      owner={summary ? `${summary.expired} expired · ${count(within)} within ${within} days` : 'Loading…'}
      icon={<VerifiedOutlinedIcon />}
      type="secondary"
      sx={{ mb: 4 }}
    >
      <ToggleButtonGroup
        size="small"
        exclusive
        value={within}
        onChange={(_, value: CertificateDueHorizon | null) => value && setWithin(value)}
        aria-label="Falls due within"
      >
        {CERTIFICATE_DUE_HORIZONS.map((h) => (
          <ToggleButton key={h} value={h} sx={{ px: 1.5, textTransform: 'none' }}>
            {h} days{count(h) !== undefined ? ` (${count(h)})` : ''}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {due.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void due.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(due.error)}
        </Alert>
      )}
      {due.isPending && (
        <Skeleton variant="rounded" height={160} aria-label="Loading certificates falling due" />
      )}
      {due.data?.data.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          Nothing falls due in the next {within} days.
        </Typography>
      )}
      {due.data && due.data.data.length > 0 && (
        <List dense disablePadding aria-label={`Certificates falling due within ${within} days`}>
          {due.data.data.map((c) => (
            <ListItem key={c.id} disableGutters divider sx={{ gap: 1.5, flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={`/certificate/${c.shipId}?open=${c.id}`}
                  underline="hover"
                  sx={{ fontWeight: 500 }}
                >
                  {c.typeCode ? certificateTypeByCode(c.typeCode)?.shortName : c.name}
                </Link>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {c.shipName} · {c.number}
                </Typography>
              </Box>
              <Box sx={{ textAlign: 'right' }}>
                <CertificateStateChip state={c.state} />
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {formatDate(c.effectiveExpiry)} · {daysText(c.daysToExpiry)}
                </Typography>
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {due.data && due.data.page.total > SHOWN && (
        <Button
          component={RouterLink}
          to={`/certificate?within=${within}`}
          size="small"
          sx={{ alignSelf: 'flex-start' }}
        >
          All {due.data.page.total} in the matrix
        </Button>
      )}
    </Card>
  );
}
