import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import {
  FUEL_GRADES,
  FUEL_GRADE_INFO,
  routeWithParams,
  type BunkerSupplierSummary,
  type FuelGrade,
} from '@keel/domain';
import { countryName } from '../../../../components/CountryField';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { useBunkerPorts } from '../api/list-bunker-ports';
import { useBunkerSuppliers } from '../api/list-bunker-suppliers';
import { FuelGradeChip } from './fuel-grade';
import { SupplierDialog } from './SupplierDialog';

const PORT_CHIPS = 3;

const columns: Column<BunkerSupplierSummary>[] = [
  {
    field: 'name',
    header: 'Supplier',
    sortable: true,
    render: (s) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{s.name}</Typography>
        {s.website && (
          <Link
            variant="body2"
            href={s.website}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(e) => e.stopPropagation()}
            sx={{ display: { xs: 'none', sm: 'inline' } }}
          >
            {s.website.replace(/^https?:\/\/(www\.)?/, '')}
          </Link>
        )}
      </Box>
    ),
  },
  {
    field: 'country',
    header: 'Country',
    sortable: true,
    hideBelow: 'md',
    render: (s) => countryName(s.country),
  },
  {
    field: 'portCount',
    header: 'Ports',
    sortable: true,
    render: (s) =>
      s.ports.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No ports
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {s.ports.slice(0, PORT_CHIPS).map((p) => (
            <Tooltip key={p.locode} title={p.portName}>
              <Chip size="small" label={p.locode} sx={{ fontFamily: 'monospace' }} />
            </Tooltip>
          ))}
          {s.ports.length > PORT_CHIPS && (
            <Chip size="small" variant="outlined" label={`+${s.ports.length - PORT_CHIPS}`} />
          )}
        </Box>
      ),
  },
  {
    field: 'grades',
    header: 'Grades priced',
    hideBelow: 'lg',
    render: (s) =>
      s.grades.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No prices
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {s.grades.map((g) => (
            <FuelGradeChip key={g} grade={g} />
          ))}
        </Box>
      ),
  },
  {
    field: 'rating',
    header: 'Rating',
    sortable: true,
    hideBelow: 'sm',
    render: (s) =>
      s.rating === null ? (
        <Typography variant="body2" color="text.secondary">
          Not rated
        </Typography>
      ) : (
        <Rating size="small" value={s.rating} readOnly aria-label={`Rated ${s.rating} of 5`} />
      ),
  },
];

/** `/supplier_bunker`: bunker suppliers with search, port and grade filters, sort and paging. */
export function BunkerSuppliersPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useListParams({ sort: 'name', filters: ['port', 'grade'] });
  const ports = useBunkerPorts();
  const port = params.filters.port || undefined;
  const grade = FUEL_GRADES.includes(params.filters.grade as FuelGrade)
    ? (params.filters.grade as FuelGrade)
    : undefined;
  const suppliers = useBunkerSuppliers({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    port,
    grade,
  });
  const open = (id: string) => navigate(routeWithParams('/supplier_bunker/:supplierID', { supplierID: id }));

  return (
    <>
      <PageHeader
        title="Bunker suppliers"
        subtitle="Suppliers by port, with their fuel grades, dated prices and contacts."
        actions={
          <Button
            variant="contained"
            startIcon={<AddBusinessOutlinedIcon />}
            onClick={() => setCreating(true)}
          >
            New supplier
          </Button>
        }
      />
      <DataTable
        label="Bunker suppliers"
        columns={columns}
        rows={suppliers.data?.data}
        total={suppliers.data?.page.total ?? 0}
        getRowId={(s) => s.id}
        params={params}
        onParamsChange={setParams}
        loading={suppliers.isFetching}
        error={suppliers.isError ? errorMessage(suppliers.error) : null}
        onRetry={() => void suppliers.refetch()}
        onRowClick={(s) => open(s.id)}
        rowLabel={(s) => `Open ${s.name}`}
        searchPlaceholder="Search supplier or port"
        emptyText={port || grade ? 'No supplier matches these filters.' : 'No bunker suppliers yet.'}
        toolbar={
          <>
            <TextField
              select
              size="small"
              label="Port"
              value={port ?? ''}
              onChange={(e) => setParams({ filters: { port: e.target.value }, offset: 0 })}
              sx={{ minWidth: 180 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All ports</MenuItem>
              {(ports.data ?? []).map((p) => (
                <MenuItem key={p.locode} value={p.locode}>
                  {p.portName} ({p.locode})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Grade"
              value={grade ?? ''}
              onChange={(e) => setParams({ filters: { grade: e.target.value }, offset: 0 })}
              sx={{ minWidth: 160 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All grades</MenuItem>
              {FUEL_GRADES.map((g) => (
                <MenuItem key={g} value={g}>
                  {FUEL_GRADE_INFO[g].label}
                </MenuItem>
              ))}
            </TextField>
          </>
        }
      />
      <SupplierDialog
        open={creating}
        supplier={null}
        onClose={() => setCreating(false)}
        onSaved={(s) => open(s.id)}
      />
    </>
  );
}
