import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDayUtc } from '@keel/domain';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { FleetJobCountsSlot, PmsDueListSlot } from '../../pms-slots';
import { usePmsFleet } from '../api/get-pms-fleet';

/**
 * `/PMS/manage`: a card per ship of the user's scope (tree size, critical components, last running-hours
 * reading) opening the ship's maintenance, then the jobs code's counts per ship and the fleet due list.
 */
export function PmsFleetPage() {
  const fleet = usePmsFleet();
  return (
    <Box>
      <PageHeader
        title="Planned maintenance"
        subtitle="Your ships' component trees, running hours and jobs"
      />
      {fleet.isPending ? (
        <LoadingWheel />
      ) : fleet.isError ? (
        <Alert severity="error">{errorMessage(fleet.error)}</Alert>
      ) : fleet.data.length === 0 ? (
        <Typography color="text.secondary">You are not assigned to any ship.</Typography>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
            mb: 3,
          }}
        >
          {fleet.data.map((s) => (
            <Card key={s.shipId} variant="outlined">
              <CardActionArea component={RouterLink} to={`/PMS/manage/${s.shipId}`}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {s.shipName}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" gutterBottom>
                    {s.family ?? 'No family'}
                  </Typography>
                  <Typography variant="body2">
                    {s.components} components · {s.critical} critical
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {s.counters} counters
                    {s.lastReadingOn ? ` · last reading ${formatDayUtc(s.lastReadingOn)}` : ''}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      )}
      <Box component="section" aria-label="Jobs per ship" sx={{ mb: 3 }}>
        <FleetJobCountsSlot />
      </Box>
      {/* The due list is its own "Due list" section (heading, filters, table). */}
      <PmsDueListSlot />
    </Box>
  );
}
