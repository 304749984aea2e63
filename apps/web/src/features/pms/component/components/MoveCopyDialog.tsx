import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
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
import { useComponentTree } from '../api/get-component-tree';
import type { TreeScope } from '../api/pms-keys';
import { useMoveComponent } from '../api/move-component';

const TOP = '';

/** The "top level" choice of the parent picker. */
const TOP_OPTION: ComponentTreeItem = {
  id: TOP,
  parentId: null,
  kind: 'category',
  code: '',
  name: '(top level)',
  critical: false,
  version: 0,
};

/**
 * Move (a new parent, never inside its own subtree), copy (a new code, under any parent of this tree) or
 * duplicate (beside the original with a new code) a component and its branch (spec §4 "Dialog state").
 * The new parent is searched on the server (the tree is read lazily, so the page does not hold it all):
 * the search answers each hit with its ancestors, which is enough to leave out the node's own subtree.
 */
export function MoveCopyDialog({
  mode,
  node,
  scope,
  onClose,
}: {
  mode: 'move' | 'copy' | 'duplicate' | null;
  node: ComponentTreeItem;
  scope: TreeScope;
  onClose: () => void;
}) {
  const [parentText, setParentText] = useState('');
  const [chosen, setChosen] = useState<ComponentTreeItem | null>(null);
  const searched = useComponentTree(mode && mode !== 'duplicate' ? scope : null, parentText.trim());
  const nodes = useMemo(() => searched.data?.data ?? [], [searched.data]);
  const form = useFormState({ parentId: TOP, code: '', name: '' });
  const move = useMoveComponent();
  const copy = useCopyComponent();
  const { reset } = form;
  useEffect(() => {
    if (mode) {
      reset({ parentId: node.parentId ?? TOP, code: mode === 'move' ? node.code : '', name: '' });
    }
  }, [mode, node, reset]);
  const own = useMemo(() => componentSubtreeIds(nodes, node.id), [nodes, node.id]);
  const parents = [
    TOP_OPTION,
    ...nodes
      .filter((n) => (mode === 'move' ? !own.has(n.id) : true))
      .filter((n) => !(node.kind === 'category' && n.kind === 'component'))
      .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true })),
  ];
  const parentId = form.values.parentId || null;

  // The picker starts empty each time the dialog opens.
  const close = () => {
    setChosen(null);
    setParentText('');
    onClose();
  };
  const done = (message: string) => {
    notifySuccess(message);
    close();
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
      onClose={close}
      onSave={submit}
      saveText={verb}
      loading={move.isPending || copy.isPending}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        {mode !== 'duplicate' && (
          <Autocomplete
            options={parents}
            value={chosen}
            onChange={(_e, option) => {
              setChosen(option);
              form.setField('parentId', option?.id ?? TOP);
            }}
            inputValue={parentText}
            onInputChange={(_e, text, reason) => reason === 'input' && setParentText(text)}
            filterOptions={(options) => options}
            getOptionLabel={(o) => (o.id === TOP ? o.name : `${o.code} ${o.name}`)}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={searched.isFetching}
            noOptionsText={parentText.trim() ? 'Nothing matches' : 'Type a code or name'}
            renderInput={(params) => (
              <TextField
                {...params}
                label="New parent"
                error={Boolean(form.errors.parentId)}
                helperText={
                  form.errors.parentId ??
                  (chosen ? undefined : 'Search by code or name; empty keeps the current parent')
                }
              />
            )}
          />
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
