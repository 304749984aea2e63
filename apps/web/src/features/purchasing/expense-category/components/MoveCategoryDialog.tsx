import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { categoryPathLabel, subtreeIds, type ExpenseCategory } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { ApiError } from '../../../../lib/api-error';
import { serverFieldErrors } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useUpdateCategory } from '../api/update-category';

const TOP = '__top__';

/**
 * Moves a category (with its sub-categories) under another parent or to the top level. The category
 * itself and its own sub-categories are not offered; the server refuses a cycle all the same (400 on
 * `parentId`, shown under the field).
 */
export function MoveCategoryDialog({
  category,
  categories,
  onClose,
  onConflict,
}: {
  category: ExpenseCategory;
  categories: readonly ExpenseCategory[];
  onClose: () => void;
  onConflict: () => void;
}) {
  const update = useUpdateCategory();
  const [parent, setParent] = useState<string>(category.parentId ?? TOP);
  const [error, setError] = useState<string | null>(null);
  const options = useMemo(() => {
    const own = subtreeIds(categories, category.id);
    const candidates = categories.filter((c) => !own.has(c.id) && c.active).map((c) => c.id);
    return [
      TOP,
      ...candidates.sort((a, b) =>
        categoryPathLabel(categories, a).localeCompare(categoryPathLabel(categories, b), 'en', {
          numeric: true,
        }),
      ),
    ];
  }, [categories, category.id]);
  const label = (id: string) =>
    id === TOP ? 'Top level (main category)' : categoryPathLabel(categories, id);
  const save = () => {
    const parentId = parent === TOP ? null : parent;
    update.mutate(
      { id: category.id, version: category.version, parentId },
      {
        onSuccess: () => {
          notifySuccess(`${category.code} ${category.name} moved`);
          onClose();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.isConflict) {
            onClose();
            onConflict();
            return;
          }
          const fields = serverFieldErrors(e);
          if (fields?.parentId) setError(fields.parentId);
          else notifyError(e);
        },
      },
    );
  };
  return (
    <Dialog
      open
      title={`Move ${category.code} ${category.name}`}
      onClose={onClose}
      onSave={save}
      saveText="Move"
      loading={update.isPending}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Its sub-categories move with it. Budgets keep pointing at the category.
      </Typography>
      <Autocomplete
        options={options}
        value={parent}
        onChange={(_, next) => {
          setParent(next ?? TOP);
          setError(null);
        }}
        getOptionLabel={label}
        disableClearable
        renderInput={(params) => (
          <TextField {...params} label="New parent" error={Boolean(error)} helperText={error ?? ' '} />
        )}
      />
    </Dialog>
  );
}
