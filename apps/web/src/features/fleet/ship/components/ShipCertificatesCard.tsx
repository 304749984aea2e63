import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { certificateTypeByCode } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useCertificateMatrix } from '../../certificate/api/certificate-matrix';
import { useCertificates } from '../../certificate/api/list-certificates';
import { CertificateStateChip } from '../../certificate/components/CertificateStateChip';
import { daysText } from '../../certificate/components/certificate-state-style';
import { StateCounts } from '../../certificate/components/StateCounts';

/** The ship's certificates: counts by state and the most urgent ones in force. */
export function ShipCertificatesCard({ shipId }: { shipId: string }) {
  const summary = useCertificateMatrix({ shipId, limit: 1 });
  const urgent = useCertificates({ shipId, inForce: 'true', sort: 'daysToExpiry', limit: 6 });
  const counts = summary.data?.data[0]?.counts;
  return (
    <Card
      title="Certificates"
      owner="Most urgent first"
      icon={<VerifiedOutlinedIcon />}
      type="secondary"
      action={
        <Button component={RouterLink} to={`/certificate/${shipId}`} size="small">
          Open
        </Button>
      }
    >
      {(summary.isError || urgent.isError) && (
        <Alert severity="error">{errorMessage(summary.error ?? urgent.error)}</Alert>
      )}
      {counts ? <StateCounts counts={counts} /> : summary.isPending && <Skeleton width="80%" height={32} />}
      {urgent.isPending && <Skeleton variant="rounded" height={150} aria-label="Loading certificates" />}
      {urgent.data && urgent.data.data.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
          {urgent.data.data.map((c) => (
            <Box
              component="li"
              key={c.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
            >
              <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                <Link component={RouterLink} to={`/certificate/${shipId}?open=${c.id}`} underline="hover">
                  {c.typeCode ? certificateTypeByCode(c.typeCode)?.shortName : c.name}
                </Link>
                <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                  {c.expiryDate
                    ? `${formatDate(c.effectiveExpiry)} · ${daysText(c.daysToExpiry)}`
                    : 'No expiry'}
                </Typography>
              </Box>
              <CertificateStateChip state={c.state} />
            </Box>
          ))}
        </Box>
      )}
    </Card>
  );
}
