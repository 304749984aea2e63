import { useEffect, useMemo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  componentSubtreeIds,
  copyComponentSchema,
  duplicateComponentSchema,
  moveComponentSchema,
  type ComponentTreeItem,
} from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useFormState } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useCopyComponent } from '../api/copy-component';
import { useMoveComponent } from '../api/move-component';

const TOP = '';

/**
 * Move (a new parent, never inside its own subtree), copy (a new code, under any parent of this tree) or
 * duplicate (beside the original with a new code) a component and its branch (spec §4 "Dialog state").
 */
export function MoveCopyDialog({
  mode,
  node,
  nodes,
  onClose,
}: {
  mode: 'move' | 'copy' | 'duplicate' | null;
  node: ComponentTreeItem;
  nodes: ComponentTreeItem[];
  onClose: () => void;
}) {
  const form = useFormState({ parentId: TOP, code: '', name: '' });
  const move = useMoveComponent();
  const copy = useCopyComponent();
  const { reset } = form;
  useEffect(() => {
    if (mode) reset({ parentId: node.parentId ?? TOP, code: mode === 'move' ? node.code : '', name: '' });
  }, [mode, node, reset]);
  const own = useMemo(() => componentSubtreeIds(nodes, node.id), [nodes, node.id]);
  const parents = nodes
    .filter((n) => (mode === 'move' ? !own.has(n.id) : true))
    .filter((n) => !(node.kind === 'category' && n.kind === 'component'))
    .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  const parentId = form.values.parentId || null;

  const done = (message: string) => {
    notifySuccess(message);
    onClose();
  };
  const failed = (error: unknown) => {
    if (!form.applyServerError(error)) notifyError(error);
  };
  const submit = () => {
    if (mode === 'move') {
      const body = form.validate(moveComponentSchema, { parentId, version: node.version });
      if (body)
        move.mutate({ id: node.id, body }, { onSuccess: () => done('Component moved'), onError: failed });
    } else if (mode === 'copy') {
      const body = form.validate(copyComponentSchema, {
        parentId,
        code: form.values.code,
        name: form.values.name || undefined,
      });
      if (body)
        copy.mutate(
          { id: node.id, mode, body },
          {
            onSuccess: (r) => done(`${r.created} component${r.created === 1 ? '' : 's'} copied`),
            onError: failed,
          },
        );
    } else if (mode === 'duplicate') {
      const body = form.validate(duplicateComponentSchema, {
        code: form.values.code,
        name: form.values.name || undefined,
      });
      if (body)
        copy.mutate(
          { id: node.id, mode, body },
          {
            onSuccess: (r) => done(`${r.created} component${r.created === 1 ? '' : 's'} duplicated`),
            onError: failed,
          },
        );
    }
  };
  const verb = mode === 'move' ? 'Move' : mode === 'copy' ? 'Copy' : 'Duplicate';
  return (
    <Dialog
      open={mode !== null}
      title={`${verb} ${node.code} ${node.name}`}
      onClose={onClose}
      onSave={submit}
      saveText={verb}
      loading={move.isPending || copy.isPending}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        {mode !== 'duplicate' && (
          <TextField select label="New parent" {...form.text('parentId')}>
            <MenuItem value={TOP}>(top level)</MenuItem>
            {parents.map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.code} {p.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        {mode !== 'move' && (
          <>
            <TextField
              label="New code"
              required
              {...form.text('code')}
              helperText={form.errors.code ?? `Sub-components follow: ${node.code}.1 becomes <new code>.1`}
            />
            <TextField label="New name (optional)" {...form.text('name')} />
          </>
        )}
      </Stack>
    </Dialog>
  );
}
