import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CREW_RANK,
  CREW_RANK_LABELS,
  createDocumentSchema,
  updateDocumentSchema,
  type CrewRank,
  type DmsTreeNode,
  type DocumentDetail,
} from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { useFormState, zodFieldErrors } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useCreateDocument, useDocumentOwners } from '../../api/chapters-documents';
import { useDmsTree } from '../../api/get-tree';
import { useUpdateDocument } from '../../api/update-document';
import { isConflict } from '../../shared/is-conflict';
import { chapterLabel } from './ChapterDialog';

const RANKS = (Object.keys(CREW_RANK) as CrewRank[]).map((k) => ({
  rank: CREW_RANK[k],
  label: CREW_RANK_LABELS[k],
}));

type Values = {
  number: string;
  title: string;
  chapterId: string;
  ownerUserId: string;
  reviewIntervalMonths: string;
  ackRanks: number[];
};

const valuesOf = (d: DocumentDetail | null, chapterId: string): Values => ({
  number: d?.number ?? '',
  title: d?.title ?? '',
  chapterId: d?.chapterId ?? chapterId,
  ownerUserId: d?.ownerUserId ?? '',
  reviewIntervalMonths: String(d?.reviewIntervalMonths ?? 12),
  ackRanks: d?.ackRanks ?? [],
});

/**
 * Creates a controlled document or edits one (`document`): number, title, chapter, owner, review
 * interval and the ranks who must acknowledge it (none: every crew member). Distribution keeps its own
 * card; a new document goes to every ship until changed there. Checked with the server's schema.
 */
export function DocumentDialog({
  open,
  onClose,
  document: d,
  defaultChapterId = '',
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  document: DocumentDetail | null;
  defaultChapterId?: string;
  onCreated?: (id: string) => void;
}) {
  const create = useCreateDocument();
  const update = useUpdateDocument();
  const owners = useDocumentOwners(open);
  const tree = useDmsTree();
  const chapters = (tree.data ?? [])
    .filter((r: DmsTreeNode) => r.kind === 'chapter')
    .sort((a, b) => a.number.localeCompare(b.number, undefined, { numeric: true }));
  const form = useFormState<Values>(valuesOf(d, defaultChapterId));
  const { values, errors, setErrors } = form;
  const pending = create.isPending || update.isPending;

  const set = <K extends keyof Values & string>(field: K, value: Values[K]) => form.setField(field, value);
  const close = () => {
    form.reset(valuesOf(d, defaultChapterId));
    onClose();
  };
  const onError = (e: unknown) => {
    if (form.applyServerError(e)) return;
    if (isConflict(e) && /number/i.test(errorMessage(e)))
      return setErrors({ number: 'Another document has this number' });
    setErrors({
      form: isConflict(e)
        ? 'Someone changed this document meanwhile. Close, reopen and make the change again.'
        : errorMessage(e),
    });
  };

  const submit = () => {
    const months = values.reviewIntervalMonths.trim();
    const input = {
      number: values.number,
      title: values.title,
      chapterId: values.chapterId || undefined,
      ownerUserId: values.ownerUserId || null,
      reviewIntervalMonths: months === '' || !/^\d+$/.test(months) ? Number.NaN : Number(months),
      ackRanks: values.ackRanks,
      ...(d ? { distribution: d.distribution, sortOrder: d.sortOrder, version: d.version } : {}),
    };
    const parsed = (d ? updateDocumentSchema : createDocumentSchema).safeParse(input);
    if (!parsed.success) {
      const found = zodFieldErrors(parsed.error);
      if (found.chapterId) found.chapterId = 'Choose the chapter';
      if (found.reviewIntervalMonths) found.reviewIntervalMonths = 'Review interval must be 1–60 months';
      return setErrors(found);
    }
    if (d)
      update.mutate(
        { id: d.id, body: { ...parsed.data, version: d.version } },
        {
          onSuccess: (doc) => {
            notifySuccess(`Document ${doc.number} saved`);
            onClose();
          },
          onError,
        },
      );
    else
      create.mutate(parsed.data, {
        onSuccess: (doc) => {
          notifySuccess(`Document ${doc.number} created: upload its first revision`);
          close();
          onCreated?.(doc.id);
        },
        onError,
      });
  };

  const ownerOptions = owners.data ?? [];
  return (
    <Dialog
      open={open}
      title={d ? `Edit ${d.number}` : 'New document'}
      onClose={close}
      onSave={submit}
      saveText={d ? 'Save document' : 'Create document'}
      loading={pending}
      dirty={form.dirty}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Number"
            value={values.number}
            onChange={(e) => set('number', e.target.value)}
            error={Boolean(errors.number)}
            helperText={errors.number ?? 'e.g. ISM-7.2'}
            required
            autoFocus
            sx={{ flex: 1 }}
          />
          <TextField
            label="Review interval (months)"
            value={values.reviewIntervalMonths}
            onChange={(e) => set('reviewIntervalMonths', e.target.value)}
            error={Boolean(errors.reviewIntervalMonths)}
            helperText={errors.reviewIntervalMonths ?? '12: the ISM annual review'}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            required
            sx={{ flex: 1 }}
          />
        </Stack>
        <TextField
          label="Title"
          value={values.title}
          onChange={(e) => set('title', e.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
          required
        />
        <TextField
          select
          label="Chapter"
          value={values.chapterId}
          onChange={(e) => set('chapterId', e.target.value)}
          error={Boolean(errors.chapterId)}
          helperText={errors.chapterId}
          required
        >
          {chapters.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {chapterLabel(c)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Owner"
          value={ownerOptions.some((o) => o.id === values.ownerUserId) ? values.ownerUserId : ''}
          onChange={(e) => set('ownerUserId', e.target.value)}
          error={Boolean(errors.ownerUserId)}
          helperText={
            errors.ownerUserId ??
            (owners.isError ? errorMessage(owners.error) : d ? undefined : 'Empty: you own it')
          }
        >
          <MenuItem value="">{d ? `— ${d.ownerName ?? 'nobody'} (unchanged) —` : '— Me —'}</MenuItem>
          {ownerOptions.map((o) => (
            <MenuItem key={o.id} value={o.id}>
              {o.name}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete
          multiple
          options={RANKS.map((r) => r.rank)}
          getOptionLabel={(rank) => RANKS.find((r) => r.rank === rank)?.label ?? String(rank)}
          value={values.ackRanks}
          onChange={(_e, ranks) =>
            set(
              'ackRanks',
              [...ranks].sort((a, b) => a - b),
            )
          }
          renderInput={(params) => (
            <TextField
              {...params}
              label="Acknowledged by ranks"
              error={Boolean(errors.ackRanks)}
              helperText={errors.ackRanks ?? 'None chosen: every crew member of the ship acknowledges'}
            />
          )}
        />
        {errors.form && (
          <Typography color="error" variant="body2" role="alert">
            {errors.form}
          </Typography>
        )}
      </Stack>
    </Dialog>
  );
}
