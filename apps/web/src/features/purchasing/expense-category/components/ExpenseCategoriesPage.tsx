import { useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { createExpenseCategorySchema, updateExpenseCategorySchema, type ExpenseCategory } from '@keel/domain';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { useCategoryTree } from '../api/category-tree';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { CategoryInlineForm } from './CategoryInlineForm';
import { CategoryRow, LEVEL_INDENT, type RowAction } from './CategoryRow';
import { CategoryStatusDialogs, type PendingChange } from './CategoryStatusDialogs';
import { parentIds, visibleTree, type CategoryNode } from './category-tree-view';
import { MoveCategoryDialog } from './MoveCategoryDialog';

type Editing = { mode: 'add'; parent: CategoryNode | null } | { mode: 'edit'; node: CategoryNode } | null;

/**
 * `/purchasing/expenseCategory`: the coded tree of expense categories with expand/collapse, search,
 * inline add and rename, move, deactivate/activate and delete (only when no budget uses it).
 */
export function ExpenseCategoriesPage() {
  const tree = useCategoryTree();
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [query, setQuery] = useState('');
  const [showInactive, setShowInactive] = useState(true);
  const [editing, setEditing] = useState<Editing>(null);
  const [moving, setMoving] = useState<ExpenseCategory | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [conflict, setConflict] = useState(false);
  const categories = useMemo(() => tree.data ?? [], [tree.data]);
  const nodes = useMemo(
    () => visibleTree(categories, query, showInactive),
    [categories, query, showInactive],
  );
  const searching = query.trim() !== '';

  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const onAction = (node: CategoryNode, action: RowAction) => {
    if (action === 'add') {
      setExpanded((prev) => new Set(prev).add(node.id));
      setEditing({ mode: 'add', parent: node });
    } else if (action === 'edit') setEditing({ mode: 'edit', node });
    else if (action === 'move') setMoving(node);
    else setPending({ kind: action === 'delete' ? 'delete' : node.active ? 'deactivate' : 'activate', node });
  };
  const reload = async () => {
    await tree.refetch();
    setConflict(false);
  };

  const addForm = (parent: CategoryNode | null, depth: number): ReactNode => (
    <CategoryInlineForm
      key={`add-${parent?.id ?? 'top'}`}
      label={parent ? `New sub-category of ${parent.code} ${parent.name}` : 'New main category'}
      initial={{ code: '', name: '' }}
      schema={createExpenseCategorySchema}
      toInput={(v) => ({ ...v, parentId: parent?.id ?? null })}
      submit={(body) => create.mutateAsync(body)}
      saving={create.isPending}
      onDone={() => setEditing(null)}
      onCancel={() => setEditing(null)}
      onConflict={() => setConflict(true)}
      indent={(depth - 1) * LEVEL_INDENT + 44}
    />
  );

  const renderNodes = (list: CategoryNode[]): ReactNode =>
    list.map((node) => {
      const open = searching || expanded.has(node.id);
      const isEditing = editing?.mode === 'edit' && editing.node.id === node.id;
      const addingHere = editing?.mode === 'add' && editing.parent?.id === node.id;
      return (
        <Box key={node.id}>
          {isEditing ? (
            <CategoryInlineForm
              label={`Edit ${node.code} ${node.name}`}
              initial={{ code: node.code, name: node.name }}
              schema={updateExpenseCategorySchema}
              toInput={(v) => ({ ...v, version: node.version })}
              submit={(body) => update.mutateAsync({ id: node.id, ...body })}
              saving={update.isPending}
              onDone={() => setEditing(null)}
              onCancel={() => setEditing(null)}
              onConflict={() => setConflict(true)}
              indent={(node.depth - 1) * LEVEL_INDENT + 44}
            />
          ) : (
            <CategoryRow
              node={node}
              expanded={open}
              onToggle={() => toggle(node.id)}
              onAction={(a) => onAction(node, a)}
            />
          )}
          {open && renderNodes(node.children)}
          {addingHere && addForm(node, node.depth + 1)}
        </Box>
      );
    });

  return (
    <>
      <PageHeader
        title="Expense categories"
        subtitle="The coded tree that budgets, requisitions and bills are booked against."
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<UnfoldMoreIcon />}
              onClick={() => setExpanded(new Set(parentIds(nodes)))}
            >
              Expand all
            </Button>
            <Button variant="outlined" startIcon={<UnfoldLessIcon />} onClick={() => setExpanded(new Set())}>
              Collapse all
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({ mode: 'add', parent: null })}
            >
              New main category
            </Button>
          </>
        }
      />
      {conflict && (
        <ConflictAlert what="category tree" onReload={() => void reload()} reloading={tree.isRefetching} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          type="search"
          label="Find code or name"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <FormControlLabel
          control={<Switch checked={showInactive} onChange={(e) => setShowInactive(e.target.checked)} />}
          label="Show inactive"
        />
      </Box>
      {tree.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tree.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(tree.error)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: '12px', overflow: 'hidden' }}>
        {editing?.mode === 'add' && editing.parent === null && addForm(null, 1)}
        {tree.isPending ? (
          <Box sx={{ p: 2 }} aria-label="Loading categories">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={40} />
            ))}
          </Box>
        ) : nodes.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {searching
              ? `No category matches “${query.trim()}”.`
              : 'No expense categories yet: add a main category.'}
          </Typography>
        ) : (
          <Box role="tree" aria-label="Expense categories">
            {renderNodes(nodes)}
          </Box>
        )}
      </Paper>
      {moving && (
        <MoveCategoryDialog
          category={moving}
          categories={categories}
          onClose={() => setMoving(null)}
          onConflict={() => setConflict(true)}
        />
      )}
      <CategoryStatusDialogs
        pending={pending}
        onClose={() => setPending(null)}
        onConflict={() => setConflict(true)}
      />
    </>
  );
}
