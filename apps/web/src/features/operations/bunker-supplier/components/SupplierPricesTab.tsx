import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import HistoryIcon from '@mui/icons-material/History';
import LocalGasStationOutlinedIcon from '@mui/icons-material/LocalGasStationOutlined';
import {
  FUEL_GRADES,
  FUEL_GRADE_INFO,
  type BunkerPrice,
  type BunkerSupplier,
  type FuelGrade,
} from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useDeleteBunkerPrice } from '../api/delete-bunker-price';
import { useBunkerPrices } from '../api/list-bunker-prices';
import { AddPriceDialog } from './AddPriceDialog';
import { CurrentPricesTable } from './CurrentPricesTable';
import { FuelGradeChip, formatPrice } from './fuel-grade';

/** The prices tab: today's prices, "Add price", and the full history with port and grade filters. */
export function SupplierPricesTab({ supplier }: { supplier: BunkerSupplier }) {
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BunkerPrice | null>(null);
  const [params, setParams] = useListParams({ sort: '-validFrom', filters: ['port', 'grade'] }, 'h');
  const grade = FUEL_GRADES.includes(params.filters.grade as FuelGrade)
    ? (params.filters.grade as FuelGrade)
    : undefined;
  const port = params.filters.port || undefined;
  const history = useBunkerPrices(supplier.id, {
    offset: params.offset,
    limit: params.limit,
    sort: params.sort || undefined,
    port,
    grade,
  });
  const remove = useDeleteBunkerPrice(supplier.id);

  const columns: Column<BunkerPrice>[] = [
    {
      field: 'validFrom',
      header: 'Valid',
      sortable: true,
      render: (p) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {formatDate(p.validFrom)}
          <Typography variant="caption" color="text.secondary" component="div">
            {p.validUntil ? `until ${formatDate(p.validUntil)}` : 'until superseded'}
          </Typography>
        </Box>
      ),
    },
    { field: 'portLocode', header: 'Port', sortable: true, render: (p) => `${p.portName} (${p.portLocode})` },
    { field: 'grade', header: 'Grade', sortable: true, render: (p) => <FuelGradeChip grade={p.grade} /> },
    {
      field: 'price',
      header: 'Price per mt',
      sortable: true,
      align: 'right',
      render: (p) => (
        <Box sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {formatPrice(p.price, p.currency)}
          {p.current && <Chip size="small" color="success" label="Current" sx={{ ml: 1, height: 20 }} />}
        </Box>
      ),
    },
    { field: 'source', header: 'Source', hideBelow: 'md' },
    {
      field: 'createdAt',
      header: 'Entered',
      sortable: true,
      hideBelow: 'lg',
      render: (p) => (
        <>
          {formatDateTime(p.createdAt)}
          <Typography variant="caption" color="text.secondary" component="div">
            {p.createdByName ?? ''}
          </Typography>
        </>
      ),
    },
    {
      field: 'actions',
      header: '',
      align: 'right',
      render: (p) => (
        <Tooltip title="Delete price entered by mistake">
          <IconButton
            aria-label={`Delete price of ${formatDate(p.validFrom)}`}
            onClick={() => setRemoving(p)}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Card
        title="Current prices"
        owner="Newest valid price per port and grade"
        icon={<LocalGasStationOutlinedIcon />}
        type="secondary"
        action={
          <Tooltip title={supplier.ports.length === 0 ? 'Add a port first' : ''}>
            <span>
              <Button
                variant="contained"
                size="small"
                startIcon={<AddIcon />}
                disabled={supplier.ports.length === 0}
                onClick={() => setAdding(true)}
              >
                Add price
              </Button>
            </span>
          </Tooltip>
        }
      >
        <CurrentPricesTable
          prices={supplier.currentPrices}
          emptyText={
            supplier.ports.length === 0
              ? 'Add the ports this supplier serves first.'
              : 'No price is valid today.'
          }
        />
      </Card>
      <Card
        title="Price history"
        owner="Every price ever recorded; none is overwritten"
        icon={<HistoryIcon />}
      >
        <DataTable
          label="Price history"
          search={false}
          columns={columns}
          rows={history.data?.data}
          total={history.data?.page.total ?? 0}
          getRowId={(p) => p.id}
          params={params}
          onParamsChange={setParams}
          loading={history.isFetching}
          error={history.isError ? errorMessage(history.error) : null}
          onRetry={() => void history.refetch()}
          emptyText="No prices recorded."
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
                {supplier.ports.map((p) => (
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
      </Card>
      {adding && <AddPriceDialog open supplier={supplier} onClose={() => setAdding(false)} />}
      <ConfirmDialog
        open={removing !== null}
        type="delete"
        title="Delete this price?"
        message={
          removing
            ? `${FUEL_GRADE_INFO[removing.grade].label} at ${removing.portName}, ${formatPrice(removing.price, removing.currency)} from ${formatDate(removing.validFrom)}. Only delete a price entered by mistake; a new price supersedes an old one without deleting it.`
            : ''
        }
        confirmText="Delete price"
        cancelText="Cancel"
        loading={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => notifySuccess('Price deleted'),
            onError: (error) => notifyError(error),
            onSettled: () => setRemoving(null),
          })
        }
        onCancel={() => setRemoving(null)}
      />
    </Box>
  );
}
