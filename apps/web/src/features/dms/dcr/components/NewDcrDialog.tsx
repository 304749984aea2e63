import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { routeWithParams, type DmsTreeNode } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { errorMessage } from '../../../../lib/api-error';
import { serverFieldErrors, type FieldErrors } from '../../../../lib/form';
import { notifySuccess } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { useCreateDcr } from '../../api/dcrs';
import { useDmsTree } from '../../api/get-tree';
import { formatBytes } from '../../shared/format-bytes';
import { emptyDcrForm, validateDcrForm, type DcrFormValues } from './dcr-form';

/**
 * Raises a document change request: the document, where it comes from (a ship of the user, or the
 * office), the reason and the proposed change as text or a marked-up file.
 */
export function NewDcrDialog({
  onClose,
  office,
  documentId,
}: {
  onClose: () => void;
  /** The user may raise it from the office (no ship). */
  office: boolean;
  documentId?: string;
}) {
  const navigate = useNavigate();
  const tree = useDmsTree();
  const ships = useQuery(myShipsQuery());
  const create = useCreateDcr();
  const firstShip = office ? '' : (ships.data?.[0]?.id ?? '');
  const [values, setValues] = useState<DcrFormValues>({
    ...emptyDcrForm(firstShip),
    documentId: documentId ?? '',
  });
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const documents = useMemo(
    () => (tree.data ?? []).filter((n): n is DmsTreeNode => n.kind === 'document'),
    [tree.data],
  );
  // The ship list arrives after the dialog opened: a ship user's origin is his (first) ship.
  const shipId = values.shipId || (office ? '' : firstShip);
  const set = (key: keyof DcrFormValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: '' }));
  };
  const save = () => {
    const result = validateDcrForm({ ...values, shipId }, file);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    create.mutate(
      { body: result.body, file },
      {
        onSuccess: (dcr) => {
          notifySuccess(`Change request ${dcr.number} raised`);
          onClose();
          navigate(routeWithParams('/dms/dcr/:dcrID', { dcrID: dcr.id }));
        },
        onError: (e) => {
          const fields = serverFieldErrors(e);
          if (fields) setErrors(fields);
          else setError(errorMessage(e));
        },
      },
    );
  };
  const chosen = documents.find((d) => d.id === values.documentId) ?? null;
  const dirty = Boolean(values.reason || values.proposedText || file || (!documentId && values.documentId));

  return (
    <Dialog
      open
      title="New change request"
      onClose={onClose}
      onSave={save}
      saveText="Raise"
      loading={create.isPending}
      dirty={dirty}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
        <Autocomplete
          options={documents}
          value={chosen}
          loading={tree.isPending}
          onChange={(_e, d) => set('documentId', d?.id ?? '')}
          getOptionLabel={(d) => `${d.number} ${d.title}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          renderInput={(params) => (
            <TextField
              {...params}
              name="documentId"
              label="Document"
              required
              error={Boolean(errors.documentId)}
              helperText={errors.documentId || ' '}
            />
          )}
        />
        <TextField
          select
          name="shipId"
          label="Raised from"
          value={shipId}
          onChange={(e) => set('shipId', e.target.value)}
          error={Boolean(errors.shipId)}
          helperText={errors.shipId || ' '}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          {office && <MenuItem value="">The office</MenuItem>}
          {(ships.data ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          name="reason"
          label="Reason for the change"
          required
          multiline
          minRows={2}
          value={values.reason}
          onChange={(e) => set('reason', e.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason || ' '}
        />
        <TextField
          name="proposedText"
          label="Proposed text"
          multiline
          minRows={4}
          value={values.proposedText}
          onChange={(e) => set('proposedText', e.target.value)}
          error={Boolean(errors.proposedText)}
          helperText={errors.proposedText || 'The new wording, or attach a marked-up copy below'}
        />
        <Box>
          <Button component="label" variant="outlined" size="small" startIcon={<AttachFileIcon />}>
            {file ? 'Choose another file' : 'Attach a marked-up file'}
            <input
              hidden
              type="file"
              name="file"
              accept=".pdf,.docx,.xlsx,image/*"
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setErrors((er) => ({ ...er, file: '', proposedText: '' }));
                e.target.value = '';
              }}
            />
          </Button>
          {file && (
            <Typography variant="body2" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
              {file.name} · {formatBytes(file.size)}{' '}
              <Button size="small" onClick={() => setFile(null)}>
                Remove
              </Button>
            </Typography>
          )}
          {errors.file && (
            <Typography variant="body2" color="error">
              {errors.file}
            </Typography>
          )}
        </Box>
        {error && (
          <Typography color="error" role="alert">
            {error}
          </Typography>
        )}
      </Box>
    </Dialog>
  );
}
