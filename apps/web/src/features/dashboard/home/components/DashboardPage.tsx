import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import GridViewOutlinedIcon from '@mui/icons-material/GridViewOutlined';
import { gateRoute, type MyShip } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { useAuth } from '../../../../app/auth/auth-context';
import { useNavItems } from '../../../../app/layout/nav-context';
import { DashboardCards } from '../../../../app/layout/DashboardCards';
import { Card } from '../../../../components/Card';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, plural } from '../../../../lib/format';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { AreaCard } from './AreaCard';
import { StatTile } from './StatTile';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
} as const;

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 18) return 'Good afternoon';
  return 'Good evening';
}

function byFamily(ships: readonly MyShip[]): [string, MyShip[]][] {
  const groups = new Map<string, MyShip[]>();
  for (const ship of [...ships].sort((a, b) => a.name.localeCompare(b.name))) {
    const key = ship.family ?? '';
    groups.set(key, [...(groups.get(key) ?? []), ship]);
  }
  return [...groups].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
}

/** `/`: the user's ships as cards by family, and a card for each area they may open. */
export function DashboardPage() {
  const { user } = useAuth();
  const access = useAccess();
  const ships = useQuery(myShipsQuery());
  const areas = useNavItems().filter((item) => item.path !== '/' && gateRoute(item.path, access) === 'allow');
  const families = useMemo(() => byFamily(ships.data ?? []), [ships.data]);
  const firstName = user?.name.split(' ').find((part) => !part.endsWith('.')) ?? '';
  const now = new Date();

  return (
    <>
      <PageHeader
        title={`${greeting(now.getHours())}${firstName ? `, ${firstName}` : ''}`}
        subtitle={`${formatDate(now)} · here is your fleet today`}
      />
      <Box sx={{ ...grid, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', mb: 4 }}>
        <StatTile
          icon={<DirectionsBoatOutlinedIcon />}
          label="Ships"
          value={ships.data?.length}
          color="primary"
        />
        <StatTile
          icon={<HubOutlinedIcon />}
          label="Ship families"
          value={ships.data ? families.filter(([f]) => f).length : undefined}
          color="secondary"
        />
        <StatTile
          icon={<GridViewOutlinedIcon />}
          label="Areas you can open"
          value={areas.length}
          color="success"
        />
      </Box>

      <DashboardCards />

      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        Your fleet
      </Typography>
      {ships.isError && (
        <Alert
          severity="error"
          sx={{ mb: 3 }}
          action={
            <Button color="inherit" size="small" onClick={() => void ships.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(ships.error, 'Your ships could not be loaded.')}
        </Alert>
      )}
      {ships.isPending && (
        <Box sx={{ ...grid, mb: 4 }}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={128} sx={{ borderRadius: '15px' }} />
          ))}
        </Box>
      )}
      {ships.data?.length === 0 && (
        <Alert severity="info" sx={{ mb: 4 }}>
          No ships are assigned to you yet. An administrator can give you a role on a ship.
        </Alert>
      )}
      {families.map(([family, list]) => (
        <Box
          key={family || 'none'}
          component="section"
          aria-label={family || 'Ships without a family'}
          sx={{ mb: 3 }}
        >
          <Typography
            variant="subtitle2"
            color="text.secondary"
            sx={{ mb: 1.25, textTransform: 'uppercase', letterSpacing: 0.6, fontSize: '0.72rem' }}
          >
            {family || 'No family'} · {plural(list.length, 'ship')}
          </Typography>
          <Box sx={grid}>
            {list.map((ship) => (
              <Card
                key={ship.id}
                title={ship.name}
                owner={ship.family ?? 'No family'}
                icon={<DirectionsBoatOutlinedIcon />}
              >
                <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.secondary' }}>
                  <Typography variant="body2">IMO</Typography>
                  <Typography
                    variant="body2"
                    sx={{ fontFamily: 'ui-monospace, monospace', color: 'text.primary' }}
                  >
                    {ship.imo}
                  </Typography>
                </Box>
              </Card>
            ))}
          </Box>
        </Box>
      ))}

      {areas.length > 0 && (
        <>
          <Typography variant="h4" component="h2" sx={{ mt: 2, mb: 2 }}>
            Your areas
          </Typography>
          <Box sx={grid}>
            {areas.map((item) => (
              <AreaCard key={item.path} item={item} />
            ))}
          </Box>
        </>
      )}
    </>
  );
}
