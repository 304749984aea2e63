import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { gateRoute } from '@keel/domain';
import { useAccess } from '../access/access-context';
import { useDashboardCards } from './dashboard-cards';

/** The features' dashboard cards the user may see, each loading on its own. */
export function DashboardCards() {
  const access = useAccess();
  const cards = useDashboardCards().filter((card) => gateRoute(card.path, access) === 'allow');
  if (cards.length === 0) return null;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}
    >
      {cards.map(({ id, Component }) => (
        <Suspense
          key={id}
          fallback={<Skeleton variant="rounded" height={240} sx={{ borderRadius: '15px', mb: 4 }} />}
        >
          <Component />
        </Suspense>
      ))}
    </Box>
  );
}
