import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createChapterSchema, updateChapterSchema, type DmsTreeNode } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { useFormState } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { useSaveChapter } from '../../api/chapters-documents';
import { isConflict } from '../../shared/is-conflict';

/** A chapter's number and title, e.g. "7 Emergency preparedness". */
export const chapterLabel = (c: Pick<DmsTreeNode, 'number' | 'title'>) => `${c.number} ${c.title}`;

/**
 * Creates a chapter, or renames one (`rename`: choose the chapter first). Number, title and the chapter
 * it sits under; checked with the server's schema, each message under its field; a number in use and a
 * change made meanwhile by someone else are said in words.
 */
const EMPTY = { number: '', title: '', parentId: '' };

export function ChapterDialog({
  open,
  onClose,
  chapters,
  rename,
}: {
  open: boolean;
  onClose: () => void;
  chapters: readonly DmsTreeNode[];
  rename: boolean;
}) {
  const save = useSaveChapter();
  const [chapterId, setChapterId] = useState('');
  const form = useFormState(EMPTY);
  const { values, errors, setErrors } = form;
  const chosen = rename ? (chapters.find((c) => c.id === chapterId) ?? null) : null;

  const choose = (id: string) => {
    const c = chapters.find((x) => x.id === id);
    setChapterId(id);
    form.reset(c ? { number: c.number, title: c.title, parentId: c.parentId ?? '' } : EMPTY);
  };
  const set = (field: keyof typeof EMPTY, value: string) => form.setField(field, value);
  const close = () => {
    setChapterId('');
    form.reset(EMPTY);
    save.reset();
    onClose();
  };

  const submit = () => {
    if (rename && !chosen) return setErrors({ chapter: 'Choose the chapter to rename' });
    const input = {
      number: values.number,
      title: values.title,
      parentId: values.parentId || null,
      sortOrder: chosen?.sortOrder ?? 0,
      ...(chosen ? { version: chosen.version ?? 1 } : {}),
    };
    const body = form.validate(chosen ? updateChapterSchema : createChapterSchema, input);
    if (!body) return;
    save.mutate(
      { id: chosen?.id ?? null, body },
      {
        onSuccess: (c) => {
          notifySuccess(chosen ? `Chapter ${c.number} saved` : `Chapter ${c.number} created`);
          close();
        },
        onError: (e) => {
          if (form.applyServerError(e)) return;
          if (isConflict(e) && /number/i.test(errorMessage(e)))
            return setErrors({ number: 'Another chapter has this number' });
          setErrors({
            form: isConflict(e)
              ? 'Someone changed this chapter meanwhile. Close, reopen and make the change again.'
              : errorMessage(e),
          });
        },
      },
    );
  };

  // A chapter cannot sit under itself (nor, renaming, under one of its own sub-chapters: the server refuses).
  const parents = chapters.filter((c) => c.id !== chosen?.id);
  return (
    <Dialog
      open={open}
      title={rename ? 'Rename a chapter' : 'New chapter'}
      onClose={close}
      onSave={submit}
      saveText={rename ? 'Save chapter' : 'Create chapter'}
      loading={save.isPending}
      dirty={form.dirty}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {rename && (
          <TextField
            select
            label="Chapter"
            value={chapterId}
            onChange={(e) => choose(e.target.value)}
            error={Boolean(errors.chapter)}
            helperText={errors.chapter}
            required
          >
            {chapters.map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {chapterLabel(c)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {(!rename || chosen) && (
          <>
            <TextField
              label="Number"
              value={values.number}
              onChange={(e) => set('number', e.target.value)}
              error={Boolean(errors.number)}
              helperText={errors.number ?? 'As in the manual: 7, 7.2'}
              required
              autoFocus={!rename}
            />
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
              label="Under chapter"
              value={values.parentId}
              onChange={(e) => set('parentId', e.target.value)}
              error={Boolean(errors.parentId)}
              helperText={errors.parentId}
            >
              <MenuItem value="">— Top level —</MenuItem>
              {parents.map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {chapterLabel(c)}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {errors.form && (
          <Typography color="error" variant="body2" role="alert">
            {errors.form}
          </Typography>
        )}
      </Stack>
    </Dialog>
  );
}
