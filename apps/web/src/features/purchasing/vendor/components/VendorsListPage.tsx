import { useState } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddBusinessOutlinedIcon from '@mui/icons-material/AddBusinessOutlined';
import {
  VENDOR_CATEGORIES,
  VENDOR_CATEGORY_LABELS,
  isUnLocode,
  routeWithParams,
  type Vendor,
  type VendorCategory,
} from '@keel/domain';
import { countryName } from '../../../../components/CountryField';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { LocodeFilter } from '../../../../components/filter-bar/LocodeFilter';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { errorMessage } from '../../../../lib/api-error';
import { useVendors } from '../api/list-vendors';
import { VendorFormDialog } from './VendorFormDialog';

const columns: Column<Vendor>[] = [
  {
    field: 'name',
    header: 'Vendor',
    sortable: true,
    render: (v) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{v.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {v.code} · {v.email}
        </Typography>
      </Box>
    ),
  },
  {
    field: 'categories',
    header: 'Supplies',
    hideBelow: 'md',
    render: (v) => (
      <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
        {v.categories.slice(0, 3).map((c) => (
          <Chip key={c} size="small" label={VENDOR_CATEGORY_LABELS[c]} />
        ))}
        {v.categories.length > 3 && (
          <Chip size="small" variant="outlined" label={`+${v.categories.length - 3}`} />
        )}
      </Box>
    ),
  },
  {
    field: 'ports',
    header: 'Ports',
    hideBelow: 'lg',
    render: (v) => (v.ports.length === 0 ? '—' : v.ports.map((p) => p.locode).join(', ')),
  },
  {
    field: 'city',
    header: 'Location',
    sortable: true,
    hideBelow: 'sm',
    render: (v) => `${v.city}, ${countryName(v.country)}`,
  },
  { field: 'currency', header: 'Currency', sortable: true, hideBelow: 'lg' },
  {
    field: 'rating',
    header: 'Rating',
    sortable: true,
    hideBelow: 'md',
    render: (v) =>
      v.rating ? <Rating size="small" value={v.rating} readOnly aria-label={`${v.rating} of 5`} /> : '—',
  },
  { field: 'active', header: 'Status', render: (v) => <StatusChip active={v.active} /> },
];

/** `/purchasing/vendor`: vendors with search, category/port/status filters, sort and server paging. */
export function VendorsListPage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [params, setParams] = useListParams({ sort: 'name', filters: ['category', 'port', 'active'] });
  const { category: rawCategory = '', port: rawPort = '', active: rawActive = '' } = params.filters;
  const category = (VENDOR_CATEGORIES as readonly string[]).includes(rawCategory)
    ? (rawCategory as VendorCategory)
    : undefined;
  const active = rawActive === 'true' || rawActive === 'false' ? rawActive : undefined;
  const port = isUnLocode(rawPort) ? rawPort : undefined;
  const vendors = useVendors({
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    category,
    port,
    active,
  });

  return (
    <>
      <PageHeader
        title="Vendors"
        subtitle="Suppliers of stores, spares and provisions, with the ports they serve."
        actions={
          <Button
            variant="contained"
            startIcon={<AddBusinessOutlinedIcon />}
            onClick={() => setCreating(true)}
          >
            New vendor
          </Button>
        }
      />
      <DataTable
        label="Vendors"
        columns={columns}
        rows={vendors.data?.data}
        total={vendors.data?.page.total ?? 0}
        getRowId={(v) => v.id}
        params={params}
        onParamsChange={setParams}
        loading={vendors.isFetching}
        error={vendors.isError ? errorMessage(vendors.error) : null}
        onRetry={() => void vendors.refetch()}
        onRowClick={(v) => navigate(routeWithParams('/purchasing/vendor/:vendorID', { vendorID: v.id }))}
        rowLabel={(v) => `Open ${v.name}`}
        searchPlaceholder="Search name, code, e-mail or city"
        emptyText="No vendors yet."
        toolbar={
          <>
            <TextField
              select
              size="small"
              label="Category"
              value={category ?? ''}
              onChange={(e) => setParams({ filters: { category: e.target.value }, offset: 0 })}
              sx={{ minWidth: 170 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All</MenuItem>
              {VENDOR_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {VENDOR_CATEGORY_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
            <LocodeFilter
              value={rawPort}
              onChange={(code) => setParams({ filters: { port: code }, offset: 0 })}
            />
            <TextField
              select
              size="small"
              label="Status"
              value={active ?? ''}
              onChange={(e) => setParams({ filters: { active: e.target.value }, offset: 0 })}
              sx={{ minWidth: 120 }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">All</MenuItem>
              <MenuItem value="true">Active</MenuItem>
              <MenuItem value="false">Inactive</MenuItem>
            </TextField>
          </>
        }
      />
      <VendorFormDialog
        open={creating}
        vendor={null}
        onClose={() => setCreating(false)}
        onSaved={(v) => navigate(routeWithParams('/purchasing/vendor/:vendorID', { vendorID: v.id }))}
      />
    </>
  );
}
