import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { useQuery } from '@tanstack/react-query';
import { DataTableToolbar } from '../../../../components/data-table/DataTableToolbar';
import { FilterBar } from '../../../../components/filter-bar/FilterBar';
import { PAGE_SIZES, useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useCertificateMatrix } from '../api/certificate-matrix';
import { CertificateMatrix } from './CertificateMatrix';
import { StateLegend } from './StateLegend';

/** The "expiring within" choices of the matrix filter, in days. */
export const EXPIRY_HORIZONS = [30, 60, 90, 180, 365] as const;

/** `/certificate`: ships × certificate types, coloured by state, with search, family and expiry filters. */
export function CertificatesMatrixPage() {
  const [params, setParams] = useListParams({ limit: 25, filters: ['family', 'within'] });
  const ships = useQuery(myShipsQuery());
  const families = useMemo(
    () => [...new Set((ships.data ?? []).map((s) => s.family).filter((f): f is string => Boolean(f)))].sort(),
    [ships.data],
  );
  const within = params.filters.within ? Number(params.filters.within) : undefined;
  const matrix = useCertificateMatrix({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    family: params.filters.family || undefined,
    expiringWithinDays: within,
  });
  const rows = matrix.data?.data;

  return (
    <>
      <PageHeader
        title="Certificates"
        subtitle="Statutory, class and other certificates of your fleet, coloured by state. Open a cell or a ship to add, renew or attach scans."
      />
      <DataTableToolbar
        label="Certificate matrix"
        params={params}
        onParamsChange={setParams}
        search
        searchPlaceholder="Search ship or IMO"
        toolbar={
          <FilterBar
            fields={[
              {
                kind: 'select',
                name: 'family',
                label: 'Family',
                all: 'All families',
                width: 200,
                options: families.map((f) => [f, f] as const),
              },
              {
                kind: 'select',
                name: 'within',
                label: 'Expiring within',
                all: 'Any time',
                width: 170,
                options: EXPIRY_HORIZONS.map((d) => [String(d), `${d} days`] as const),
              },
            ]}
            values={{ family: params.filters.family ?? '', within: params.filters.within ?? '' }}
            onChange={(patch) => setParams({ filters: patch, offset: 0 })}
          />
        }
      />
      <Box sx={{ mb: 2 }}>
        <StateLegend />
      </Box>
      {matrix.isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void matrix.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(matrix.error)}
        </Alert>
      )}
      <Paper
        elevation={0}
        sx={{
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: '12px',
          overflow: 'hidden',
          bgcolor: 'background.default',
        }}
      >
        {matrix.isFetching && (
          <LinearProgress
            aria-label="Loading certificate matrix"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0, height: 2 }}
          />
        )}
        {matrix.isPending && (
          <Box sx={{ p: 2 }} aria-label="Loading certificate matrix">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} variant="rounded" height={40} sx={{ mb: 1 }} />
            ))}
          </Box>
        )}
        {rows && rows.length > 0 && <CertificateMatrix rows={rows} columns={matrix.data?.columns ?? []} />}
        {rows?.length === 0 && (
          <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            <InboxOutlinedIcon sx={{ fontSize: 40, opacity: 0.5 }} />
            <Typography sx={{ mt: 1 }}>
              {within !== undefined
                ? `No ship has a certificate expiring within ${within} days.`
                : params.q || params.filters.family
                  ? 'No ship matches these filters.'
                  : 'No ships are assigned to you yet.'}
            </Typography>
          </Box>
        )}
        <TablePagination
          component="div"
          count={matrix.data?.page.total ?? 0}
          page={Math.floor(params.offset / params.limit)}
          rowsPerPage={params.limit}
          rowsPerPageOptions={PAGE_SIZES}
          labelRowsPerPage="Ships per page"
          onPageChange={(_, page) => setParams({ offset: page * params.limit })}
          onRowsPerPageChange={(e) => setParams({ limit: Number(e.target.value), offset: 0 })}
          sx={{ borderTop: 1, borderColor: 'divider' }}
        />
      </Paper>
    </>
  );
}
