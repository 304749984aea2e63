import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { SPARE_PART_TYPE_LABELS, normalizeDecimal, type SparePart, type SparePartType } from '@keel/domain';
import { Can } from '../../../../app/access/Can';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ExportButton } from '../../../../components/data-table/ExportButton';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';
import { errorMessage } from '../../../../lib/api-error';
import { useExportSpareParts } from '../api/export-spare-parts';
import { useSparePartList } from '../api/list-spare-parts';
import { SparePartDialog } from './SparePartDialog';

const FILTERS = ['belowMinimum'] as const;
const fields: FilterField<(typeof FILTERS)[number]>[] = [
  {
    kind: 'select',
    name: 'belowMinimum',
    label: 'Stock',
    options: [
      ['true', 'Below minimum'],
      ['false', 'At or above minimum'],
    ],
    width: 190,
  },
];

const columns: Column<SparePart>[] = [
  {
    field: 'partNumber',
    header: 'Part',
    sortable: true,
    card: 'title',
    render: (p) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{p.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {p.partNumber}
          {p.maker ? ` · ${p.maker}` : ''}
        </Typography>
      </Box>
    ),
  },
  { field: 'impaCode', header: 'IMPA', sortable: true, hideBelow: 'md', render: (p) => p.impaCode ?? '—' },
  {
    field: 'partType',
    header: 'Type',
    hideBelow: 'lg',
    render: (p) => SPARE_PART_TYPE_LABELS[p.partType as SparePartType] ?? '—',
  },
  {
    field: 'location',
    header: 'Location',
    sortable: true,
    hideBelow: 'md',
    render: (p) => p.location ?? '—',
  },
  {
    field: 'balance',
    header: 'Stock',
    sortable: true,
    align: 'right',
    render: (p) => (
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
        {`${normalizeDecimal(p.balance)} / ${normalizeDecimal(p.minimumStock)} ${p.unit}`}
        {p.belowMinimum && <Chip size="small" color="warning" label="Low" />}
      </Box>
    ),
  },
];

/**
 * The Spare parts tab of `/PMS/manage/:shipID`: the ship's parts, searchable (number, name, IMPA),
 * filterable below minimum, exportable; a row opens the part's page.
 */
export function ShipSparePartsTab({ shipId }: { shipId: string }) {
  const [params, setParams] = useListParams({ sort: 'partNumber', filters: [...FILTERS] }, 'sp');
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const below = params.filters.belowMinimum;
  const query = {
    shipId,
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    belowMinimum: (below || undefined) as 'true' | 'false' | undefined,
  };
  const parts = useSparePartList(query);
  const exporting = useExportSpareParts();
  return (
    <>
      <DataTable
        label="Spare parts"
        columns={columns}
        rows={parts.data?.data}
        total={parts.data?.page.total ?? 0}
        getRowId={(p) => p.id}
        params={params}
        onParamsChange={setParams}
        loading={parts.isFetching}
        error={parts.isError ? errorMessage(parts.error) : null}
        onRetry={() => void parts.refetch()}
        onRowClick={(p) => void navigate(`/PMS/spare-part/${p.id}`)}
        rowLabel={(p) => `Open spare part ${p.partNumber} ${p.name}`}
        searchPlaceholder="Part number, name or IMPA code"
        emptyText="No spare parts match."
        toolbar={
          <>
            <FilterBar
              fields={fields}
              values={{ belowMinimum: below ?? '' }}
              onChange={(patch) => setParams({ filters: patch as Record<string, string>, offset: 0 })}
            />
            <ExportButton exporting={exporting} query={query} />
            <Can actions={['spare_part_management']} shipId={shipId}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
                New part
              </Button>
            </Can>
          </>
        }
      />
      {creating && (
        <SparePartDialog
          shipId={shipId}
          part={null}
          onClose={() => setCreating(false)}
          onSaved={(p) => void navigate(`/PMS/spare-part/${p.id}`)}
        />
      )}
    </>
  );
}
