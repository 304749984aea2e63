import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { SPARE_PART_TYPE_LABELS, normalizeDecimal, type SparePart, type SparePartType } from '@keel/domain';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { useDebounced } from '../../../../lib/use-debounced';
import { useSparePartList } from '../api/list-spare-parts';
import {
  CopyPartDialog,
  DuplicatePartDialog,
  MovePartDialog,
  type PartDialogKind,
} from './SparePartCopyDialogs';
import { SparePartDialog } from './SparePartDialog';

const PAGE = 25;

/**
 * The spare-part templates of a catalogue component (`/PMS/catalogue`, beside its job templates): part
 * number, name, maker, type, unit, minimum stock, paged and searched on the server (part number, name,
 * maker, IMPA code; 25 a page by part number). A user who may change the catalogue creates and edits
 * them, moves one to another component of the catalogue, copies one to a ship (stock 0 there) or
 * duplicates it under a new part number. A 409 shows "changed by someone else" with a reload.
 */
export default function SparePartTemplatesPanel({
  catalogueId,
  componentId,
  code,
  name,
  canChange,
}: {
  catalogueId: string;
  componentId: string;
  code: string;
  name: string;
  canChange: boolean;
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  // The page belongs to its search and component: a new search (or another component) starts at page 1.
  const listKey = `${componentId} ${q}`;
  const [paged, setPaged] = useState({ key: listKey, page: 0 });
  const page = paged.key === listKey ? paged.page : 0;
  const setPage = (p: number) => setPaged({ key: listKey, page: p });
  const parts = useSparePartList({
    catalogueId,
    componentId,
    sort: 'partNumber',
    offset: page * PAGE,
    limit: PAGE,
    ...(q ? { q } : {}),
  });
  const [dialog, setDialog] = useState<{ kind: PartDialogKind | 'edit'; part: SparePart } | 'new' | null>(
    null,
  );
  const [menu, setMenu] = useState<{ anchor: HTMLElement; part: SparePart } | null>(null);
  const [stale, setStale] = useState(false);
  const rows = parts.data?.data ?? [];
  const total = parts.data?.page.total ?? 0;
  const close = () => setDialog(null);
  const onConflict = () => setStale(true);
  const open = (kind: PartDialogKind | 'edit') => {
    if (menu) setDialog({ kind, part: menu.part });
    setMenu(null);
  };
  return (
    <Box component="section" aria-label={`Spare-part templates of ${code} ${name}`}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        <Typography variant="subtitle1" component="h2">
          Spare-part templates
        </Typography>
        {canChange && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog('new')}>
            New spare-part template
          </Button>
        )}
      </Stack>
      {stale && (
        <ConflictAlert
          what="spare-part template"
          reloading={parts.isFetching}
          onReload={() => void parts.refetch().then(() => setStale(false))}
        />
      )}
      <TextField
        size="small"
        fullWidth
        type="search"
        label="Search part number, name or maker"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 1 }}
      />
      {parts.isPending ? (
        <LoadingWheel />
      ) : parts.isError ? (
        <Alert severity="error">{errorMessage(parts.error)}</Alert>
      ) : rows.length === 0 ? (
        <Typography color="text.secondary">
          {q ? 'No spare-part template matches the search.' : 'No spare-part template on this component yet.'}
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Spare-part templates">
          {rows.map((p) => (
            <ListItem
              key={p.id}
              disableGutters
              divider
              secondaryAction={
                canChange && (
                  <IconButton
                    edge="end"
                    aria-label={`Actions for ${p.partNumber}`}
                    aria-haspopup="menu"
                    onClick={(e) => setMenu({ anchor: e.currentTarget, part: p })}
                  >
                    <MoreVertIcon />
                  </IconButton>
                )
              }
            >
              <ListItemText
                sx={{ pr: canChange ? 6 : 0 }}
                primary={`${p.partNumber} ${p.name}`}
                secondary={[
                  p.maker,
                  SPARE_PART_TYPE_LABELS[p.partType as SparePartType],
                  p.impaCode ? `IMPA ${p.impaCode}` : null,
                  `minimum ${normalizeDecimal(p.minimumStock)} ${p.unit}`,
                  p.fits.length > 1 ? `fits ${p.fits.map((f) => f.code).join(', ')}` : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {total > PAGE && (
        <TablePagination
          component="div"
          count={total}
          page={page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[PAGE]}
          onPageChange={(_e, p) => setPage(p)}
        />
      )}
      <Menu anchorEl={menu?.anchor ?? null} open={Boolean(menu)} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => open('edit')}>Edit</MenuItem>
        <MenuItem onClick={() => open('move')}>Move to another component</MenuItem>
        <MenuItem onClick={() => open('copy')}>Copy to a ship</MenuItem>
        <MenuItem onClick={() => open('duplicate')}>Duplicate</MenuItem>
      </Menu>
      {dialog === 'new' && (
        <SparePartDialog
          shipId={null}
          catalogueId={catalogueId}
          part={null}
          initialFits={[{ id: componentId, code, name }]}
          onClose={close}
        />
      )}
      {dialog && dialog !== 'new' && dialog.kind === 'edit' && (
        <SparePartDialog
          shipId={null}
          catalogueId={catalogueId}
          part={dialog.part}
          onClose={close}
          onConflict={onConflict}
        />
      )}
      {dialog &&
        dialog !== 'new' &&
        dialog.kind !== 'edit' &&
        (() => {
          const Part = { move: MovePartDialog, copy: CopyPartDialog, duplicate: DuplicatePartDialog }[
            dialog.kind
          ];
          return <Part part={dialog.part} onClose={close} onConflict={onConflict} />;
        })()}
    </Box>
  );
}
