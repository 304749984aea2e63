import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { WORK_KIND_LABELS, type WorkKind } from '@keel/domain';
import { PageHeader } from '../../../components/PageHeader';
import { errorMessage } from '../../../lib/api-error';
import { useWorkQueue } from '../api/get-work-queue';
import { WorkItems } from './WorkItems';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `/work`: everything that waits for the user, one tab per kind (`?kind=`), each paged. */
export function WorkPage() {
  const [search, setSearch] = useSearchParams();
  const queue = useWorkQueue(0);
  const groups = queue.data?.groups ?? [];
  const asked = search.get('kind');
  const kind: WorkKind | undefined =
    groups.find((g) => g.kind === asked)?.kind ?? groups.find((g) => g.count > 0)?.kind ?? groups[0]?.kind;

  return (
    <>
      <PageHeader title="My work" subtitle="What waits for you, from the ships and areas you work on." />
      {queue.isPending && <Skeleton variant="rounded" height={300} aria-label="Loading my work" />}
      {queue.isError && <Alert severity="error">{errorMessage(queue.error)}</Alert>}
      {queue.data && groups.length === 0 && (
        <Typography color="text.secondary">Nothing waits for you.</Typography>
      )}
      {kind && (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
            <Tabs
              value={kind}
              onChange={(_e, v: string) => setSearch(new URLSearchParams({ kind: v }), { replace: true })}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="Kinds of work"
            >
              {groups.map((g) => (
                <Tab
                  key={g.kind}
                  value={g.kind}
                  label={`${capital(WORK_KIND_LABELS[g.kind].many)} (${g.count})`}
                />
              ))}
            </Tabs>
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 } }}>
            <WorkItems key={kind} kind={kind} />
          </Paper>
        </>
      )}
    </>
  );
}
