import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { gateRoute } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { PageHeader } from '../../../../components/PageHeader';
import { LoadErrorPanel } from '../../certificate/components/LoadErrorPanel';
import { useShip } from '../api/get-ship';
import { LatestNoonReportCard, RecentEventsCard } from './ShipActivityCards';
import { ShipCertificatesCard } from './ShipCertificatesCard';
import { ShipFormDialog } from './ShipFormDialog';
import { ShipParticularsCard } from './ShipParticularsCard';
import { ShipStatusChip } from './ShipStatusChip';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
} as const;

/** `/fleet/:shipID`: particulars, certificates' state, latest noon report and recent events of a ship. */
export function ShipPage() {
  const { shipID = '' } = useParams();
  const ship = useShip(shipID);
  const access = useAccess();
  const [editing, setEditing] = useState(false);
  const may = (path: string) => gateRoute(path, access) === 'allow';

  if (ship.isError)
    return <LoadErrorPanel error={ship.error} backTo="/fleet" backLabel="Back to the fleet" />;
  const data = ship.data;
  return (
    <>
      <PageHeader
        before={
          <IconButton component={RouterLink} to="/fleet" aria-label="Back to the fleet">
            <ArrowBackIcon />
          </IconButton>
        }
        title={
          data ? (
            <Box
              component="span"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
            >
              {data.name} <ShipStatusChip status={data.status} />
            </Box>
          ) : (
            <Skeleton width={260} />
          )
        }
        subtitle={
          data ? (
            `IMO ${data.imo} · ${data.flag} flag · ${data.classSociety ?? 'no class'}`
          ) : (
            <Skeleton width={220} />
          )
        }
        actions={
          access.isAdmin && data ? (
            <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setEditing(true)}>
              Edit ship
            </Button>
          ) : undefined
        }
      />
      {!data ? (
        <Box sx={grid}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={240} sx={{ borderRadius: '15px' }} />
          ))}
        </Box>
      ) : (
        <Box sx={grid}>
          <ShipParticularsCard ship={data} />
          {may('/certificate') && <ShipCertificatesCard shipId={data.id} />}
          <LatestNoonReportCard shipId={data.id} allowed={may('/reporttable')} />
          <RecentEventsCard shipId={data.id} allowed={may('/event')} />
        </Box>
      )}
      {editing && data && <ShipFormDialog ship={data} onClose={() => setEditing(false)} />}
    </>
  );
}
