import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { componentAncestry, type ComponentTreeItem } from '@keel/domain';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { useDebounced } from '../../../../lib/use-debounced';
import { useComponent } from '../api/get-component';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { notifySuccess } from '../../../../lib/notify';
import { useDeleteComponent } from '../api/delete-component';
import { useComponentLevels, useComponentTree } from '../api/get-component-tree';
import type { TreeScope } from '../api/pms-keys';
import { ComponentDetails, type ComponentAction } from './ComponentDetails';
import { ComponentFormDialog } from './ComponentFormDialog';
import { ComponentTree } from './ComponentTree';
import { MoveCopyDialog } from './MoveCopyDialog';
import { RunningHoursPanel } from './RunningHoursPanel';

/**
 * A component tree with search, the selected node's details and running hours, and the dialogs to
 * create, edit, move, copy and duplicate (spec §4). Used by a ship's page and by the catalogue.
 */
export function ComponentWorkspace({
  scope,
  canChange,
  canRead,
  label,
  onSelected,
  renderExtra,
}: {
  scope: TreeScope;
  canChange: boolean;
  canRead: boolean;
  label: string;
  onSelected?: (id: string | null) => void;
  /** More about the selected node under its details (the catalogue's job templates). */
  renderExtra?: (node: ComponentTreeItem) => ReactNode;
}) {
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  // A search asks the server for the hits and their ancestors; without one the tree is read level by
  // level: the top level first, then each node's children when it is opened (docs/pms-components.md).
  const found = useComponentTree(scope, q);
  // Opened branches per search: a search opens every branch that holds a hit until the user folds one.
  const [expandedBy, setExpandedBy] = useState<Record<string, string[]>>({});
  const browsing = q === '';
  const browseExpanded = expandedBy[''] ?? [];
  const levels = useComponentLevels(scope, browseExpanded, browsing);
  // The levels read so far (a few hundred nodes at most: cheap to merge on each render).
  const nodes: ComponentTreeItem[] = [];
  if (!browsing) nodes.push(...(found.data?.data ?? []));
  else {
    const seen = new Set<string>();
    for (const answer of [levels.root.data, ...levels.children.map((c) => c.data)])
      for (const n of answer?.data ?? [])
        if (!seen.has(n.id)) {
          seen.add(n.id);
          nodes.push(n);
        }
  }
  const tree = browsing
    ? {
        isPending: levels.root.isPending,
        isError: levels.root.isError,
        error: levels.root.error,
        matched: [] as string[],
      }
    : {
        isPending: found.isPending,
        isError: found.isError,
        error: found.error,
        matched: found.data?.matched ?? [],
      };
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<ComponentAction | 'top' | null>(null);
  const remove = useDeleteComponent();
  const [deleteError, setDeleteError] = useState<string | null>(null);
  // The node as it was when selected: it stays shown when its branch is folded (its level unread).
  const [lastSelected, setLastSelected] = useState<ComponentTreeItem | null>(null);
  const selected =
    nodes.find((n) => n.id === selectedId) ?? (lastSelected?.id === selectedId ? lastSelected : null);
  // The tree carries only what it draws; the opened node's details are fetched on their own.
  const opened = useComponent(selected?.id ?? null);
  const details = opened.data?.data.id === selected?.id ? opened.data?.data : undefined;

  const expanded = expandedBy[q] ?? (q ? nodes.map((n) => n.id) : []);
  const setExpanded = (ids: string[]) =>
    setExpandedBy((e) => ({ ...e, [q]: ids.filter((id) => !id.endsWith(':loading')) }));
  const select = (id: string | null) => {
    setSelectedId(id);
    setLastSelected(nodes.find((n) => n.id === id) ?? null);
    onSelected?.(id);
  };
  const path = selected
    ? componentAncestry(nodes, selected.id)
        .map((n) => n.code)
        .join(' › ')
    : '';

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' } }}>
      <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <TextField
            size="small"
            fullWidth
            label="Search code, name, maker, serial"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {canChange && (
            <Button variant="outlined" onClick={() => setDialog('top')} sx={{ flexShrink: 0 }}>
              Add
            </Button>
          )}
        </Box>
        {tree.isPending ? (
          <LoadingWheel />
        ) : tree.isError ? (
          <Alert severity="error">{errorMessage(tree.error)}</Alert>
        ) : nodes.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {q ? 'Nothing matches the search.' : 'No components yet. Apply a catalogue or add components.'}
          </Typography>
        ) : (
          <Box sx={{ maxHeight: { md: '65vh' }, overflowY: 'auto' }}>
            <ComponentTree
              nodes={nodes}
              matched={tree.matched}
              selectedId={selectedId}
              onSelect={select}
              expanded={expanded}
              onExpandedChange={setExpanded}
              label={label}
            />
          </Box>
        )}
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        {selected ? (
          <>
            <Typography variant="caption" color="text.secondary">
              {path}
            </Typography>
            {details ? (
              <ComponentDetails node={details} canChange={canChange} onAction={setDialog} />
            ) : opened.isError ? (
              <Alert severity="error">{errorMessage(opened.error)}</Alert>
            ) : (
              <LoadingWheel />
            )}
            {selected.kind === 'component' && (
              <>
                <Divider sx={{ my: 2 }} />
                <Typography variant="subtitle1" component="h2" gutterBottom>
                  Running hours
                </Typography>
                <RunningHoursPanel
                  componentId={selected.id}
                  shipId={scope.kind === 'ship' ? scope.id : null}
                  label={`${selected.code} ${selected.name}`}
                  canRead={canRead}
                />
              </>
            )}
            {renderExtra && (
              <>
                <Divider sx={{ my: 2 }} />
                {renderExtra(selected)}
              </>
            )}
          </>
        ) : (
          <Typography color="text.secondary">
            Select a component in the tree to see its details and running hours.
          </Typography>
        )}
      </Paper>
      <ComponentFormDialog
        open={dialog === 'create' || dialog === 'edit' || dialog === 'top'}
        onClose={() => setDialog(null)}
        scope={scope}
        parent={dialog === 'create' ? selected : null}
        editing={dialog === 'edit' ? (details ?? null) : null}
        onSaved={(c) => select(c.id)}
      />
      {details && (
        <ConfirmDialog
          open={dialog === 'delete'}
          type="delete"
          title={`Delete ${details.code} ${details.name}?`}
          message={
            <>
              {deleteError ? (
                <Alert severity="error" sx={{ mb: 1 }}>
                  {deleteError}
                </Alert>
              ) : null}
              The component, its running-hours counters and readings are removed. A component with
              sub-components or jobs cannot be deleted: move or delete those first.
            </>
          }
          confirmText="Delete"
          cancelText="Cancel"
          loading={remove.isPending}
          onCancel={() => {
            setDialog(null);
            setDeleteError(null);
          }}
          onConfirm={() =>
            remove.mutate(
              { id: details.id, version: details.version },
              {
                onSuccess: () => {
                  notifySuccess(`${details.code} ${details.name} deleted`);
                  setDialog(null);
                  setDeleteError(null);
                  select(null);
                },
                onError: (error) => setDeleteError(errorMessage(error)),
              },
            )
          }
        />
      )}
      {selected && (
        <MoveCopyDialog
          mode={dialog === 'move' || dialog === 'copy' || dialog === 'duplicate' ? dialog : null}
          node={selected}
          scope={scope}
          onClose={() => setDialog(null)}
        />
      )}
    </Box>
  );
}
