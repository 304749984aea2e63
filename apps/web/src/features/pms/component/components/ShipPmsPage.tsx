import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { can } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { PendingWritesNotice } from '../../../../app/outbox/PendingWritesNotice';
import { PageHeader } from '../../../../components/PageHeader';
import { ShipJobsSlot, ShipSparePartsSlot } from '../../pms-slots';
import { RUNNING_HOURS_WRITE } from '../api/add-reading';
import { usePmsFleet } from '../api/get-pms-fleet';
import { ComponentWorkspace } from './ComponentWorkspace';

const TABS = ['components', 'jobs', 'spare-parts'] as const;
type TabName = (typeof TABS)[number];

/** The tab a link opens (`?tab=jobs`, `?tab=spare-parts`); anything else opens the components. */
export const tabOf = (value: string | null): TabName =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as TabName) : 'components';

/**
 * `/PMS/manage/:shipID`: a ship's maintenance — the component tree with running hours, and the Jobs and
 * Spare parts tabs the jobs and spare-parts code provides. The server limits a master to his ship.
 */
export function ShipPmsPage() {
  const { shipID = '' } = useParams();
  const access = useAccess();
  const fleet = usePmsFleet();
  const ship = fleet.data?.find((s) => s.shipId === shipID);
  // The tab lives in the URL (`?tab=`): a link (dashboard, My work) opens it, Back returns to it.
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const setTab = (next: TabName) =>
    setParams(
      (p) => {
        const out = new URLSearchParams(p);
        if (next === 'components') out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: true },
    );
  const [componentId, setComponentId] = useState<string | null>(null);
  return (
    <Box>
      <PageHeader
        before={
          <IconButton component={RouterLink} to="/PMS/manage" aria-label="Back to the fleet">
            <ArrowBackIcon />
          </IconButton>
        }
        title={ship ? `${ship.shipName} — maintenance` : 'Ship maintenance'}
        subtitle={
          ship
            ? `${ship.components} components · ${ship.critical} critical · ${ship.counters} running-hours counters`
            : undefined
        }
      />
      <PendingWritesNotice
        kind={RUNNING_HOURS_WRITE}
        noun={['running-hours reading', 'running-hours readings']}
      />
      <Tabs value={tab} onChange={(_e, v: TabName) => setTab(v)} variant="scrollable" sx={{ mb: 2 }}>
        <Tab value="components" label="Components" />
        <Tab value="jobs" label="Jobs" />
        <Tab value="spare-parts" label="Spare parts" />
      </Tabs>
      <Box hidden={tab !== 'components'}>
        <ComponentWorkspace
          scope={{ kind: 'ship', id: shipID }}
          canChange={can(access, ['component_management'], { shipId: shipID })}
          canRead={can(access, ['component_management', 'job_management'], { shipId: shipID, mode: 'or' })}
          label="Components of the ship"
          onSelected={setComponentId}
        />
      </Box>
      {tab === 'jobs' && <ShipJobsSlot shipId={shipID} {...(componentId ? { componentId } : {})} />}
      {tab === 'spare-parts' && <ShipSparePartsSlot shipId={shipID} />}
    </Box>
  );
}
