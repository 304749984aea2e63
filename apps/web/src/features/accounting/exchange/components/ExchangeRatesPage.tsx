import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import AddIcon from '@mui/icons-material/Add';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { routeWithParams, type ExchangeRateType, type ExchangeRateView } from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ExportButton } from '../../../../components/data-table/ExportButton';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useExportRates } from '../api/export-rates';
import { useExchangeRates } from '../api/list-rates';
import { AddRateDialog } from './AddRateDialog';
import { ImportRatesDialog } from './ImportRatesDialog';
import { formatRate, PAIR_CURRENCIES, RATE_TYPE_LABELS, RATE_TYPE_OPTIONS } from './rate-format';

// The chart (and @mui/x-charts with it) loads only when its tab is opened.
const RateChartPanel = lazy(() => import('./RateChartPanel'));

const FILTERS = ['from', 'to', 'type', 'state', 'dateFrom', 'dateTo'] as const;
type FilterName = (typeof FILTERS)[number];
const currencyOptions = PAIR_CURRENCIES.map((c) => [c, c] as const);
const fields: FilterField<FilterName>[] = [
  { kind: 'select', name: 'from', label: 'From', options: currencyOptions, width: 100 },
  { kind: 'select', name: 'to', label: 'To', options: currencyOptions, width: 100 },
  { kind: 'select', name: 'type', label: 'Type', options: RATE_TYPE_OPTIONS, width: 110 },
  {
    kind: 'select',
    name: 'state',
    label: 'State',
    all: 'In force',
    options: [
      ['superseded', 'Superseded'],
      ['all', 'All'],
    ],
    width: 120,
  },
  { kind: 'date', name: 'dateFrom', label: 'From date', width: 160 },
  { kind: 'date', name: 'dateTo', label: 'To date', width: 160 },
];

const columns: Column<ExchangeRateView>[] = [
  { field: 'date', header: 'Date', sortable: true, render: (r) => formatDate(r.date) },
  {
    field: 'fromCurrency',
    header: 'Pair',
    sortable: true,
    card: 'title',
    render: (r) => (
      <Box component="span" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {r.from} → {r.to}
      </Box>
    ),
  },
  {
    field: 'rate',
    header: 'Rate',
    sortable: true,
    align: 'right',
    render: (r) => <Box sx={{ fontFamily: 'monospace' }}>{formatRate(r.rate)}</Box>,
  },
  { field: 'type', header: 'Type', sortable: true, hideBelow: 'sm', render: (r) => RATE_TYPE_LABELS[r.type] },
  { field: 'source', header: 'Source', hideBelow: 'md' },
  {
    field: 'state',
    header: 'State',
    hideBelow: 'sm',
    render: (r) =>
      r.supersededAt ? (
        <Chip size="small" label="Superseded" color="warning" variant="outlined" />
      ) : (
        <Chip size="small" label="In force" color="success" variant="outlined" />
      ),
  },
];

/** `/accounting/exchanges`: the dated rates (search, pair, type, state, dates), import, chart of a pair. */
export function ExchangeRatesPage() {
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [params, setParams] = useListParams({ sort: '-date', filters: [...FILTERS, 'view'] });
  const view = params.filters.view === 'chart' ? 'chart' : 'list';
  const filterValues = Object.fromEntries(FILTERS.map((f) => [f, params.filters[f] ?? ''])) as Record<
    FilterName,
    string
  >;
  const query = {
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    from: filterValues.from || undefined,
    to: filterValues.to || undefined,
    type: (filterValues.type || undefined) as ExchangeRateType | undefined,
    state: (filterValues.state || undefined) as 'superseded' | 'all' | undefined,
    dateFrom: filterValues.dateFrom || undefined,
    dateTo: filterValues.dateTo || undefined,
  };
  const rates = useExchangeRates(query);
  const exporting = useExportRates();
  const open = (id: string) =>
    navigate(routeWithParams('/accounting/exchanges/:exchangeID', { exchangeID: id }));

  return (
    <>
      <PageHeader
        title="Exchange rates"
        subtitle="Dated rates every conversion picks by the document's date. A used rate is never changed, only superseded."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlinedIcon />}
              onClick={() => setImporting(true)}
            >
              Import CSV
            </Button>
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              Add rate
            </Button>
          </>
        }
      />
      <Tabs
        value={view}
        onChange={(_, next: string) =>
          setParams({ filters: { view: next === 'chart' ? 'chart' : '' }, offset: 0 })
        }
        sx={{ mb: 2 }}
      >
        <Tab value="list" label="Rates" />
        <Tab value="chart" label="Chart" />
      </Tabs>
      {view === 'chart' ? (
        <Suspense fallback={<LoadingWheel label="Loading the chart" />}>
          <RateChartPanel
            from={filterValues.from || 'EUR'}
            to={filterValues.to || 'USD'}
            onPairChange={(from, to) => setParams({ filters: { from, to } })}
          />
        </Suspense>
      ) : (
        <DataTable
          label="Exchange rates"
          columns={columns}
          rows={rates.data?.data}
          total={rates.data?.page.total ?? 0}
          getRowId={(r) => r.id}
          params={params}
          onParamsChange={setParams}
          loading={rates.isFetching}
          error={rates.isError ? errorMessage(rates.error) : null}
          onRetry={() => void rates.refetch()}
          onRowClick={(r) => open(r.id)}
          rowLabel={(r) => `Open ${r.from} to ${r.to} of ${r.date}`}
          searchPlaceholder="EUR, EUR/USD, 2026-03 or a source"
          emptyText="No rates match. Add one or import a file of daily rates."
          toolbar={
            <>
              <FilterBar
                fields={fields}
                values={filterValues}
                onChange={(patch) => setParams({ filters: patch as Record<string, string>, offset: 0 })}
              />
              <ExportButton exporting={exporting} query={query} />
            </>
          }
        />
      )}
      <AddRateDialog open={adding} onClose={() => setAdding(false)} onCreated={(r) => open(r.id)} />
      <ImportRatesDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
