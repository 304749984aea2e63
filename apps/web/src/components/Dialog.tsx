import { useId, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiDialog, { type DialogProps as MuiDialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

/** Dialog transition of spec §9. */
export const DIALOG_TRANSITION_MS = 500;
/** Size of the spinner on a loading button (spec §9). */
export const BUTTON_SPINNER_SIZE = 16;

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  /** Shows a Save button; the dialog is a form, so Enter saves. */
  onSave?: () => void;
  /** Shows a Cancel button (defaults to closing). Pass `false` to hide it. */
  onCancel?: (() => void) | false;
  saveText?: string;
  cancelText?: string;
  loading?: boolean;
  saveDisabled?: boolean;
  maxWidth?: MuiDialogProps['maxWidth'];
  /** Extra buttons at the left of the actions. */
  extraActions?: ReactNode;
}

/** The pages' dialog (spec §2 "Dialogs"): a title, optional Save and Cancel, a loading Save. */
export function Dialog({
  open,
  title,
  children,
  onClose,
  onSave,
  onCancel,
  saveText = 'Save',
  cancelText = 'Cancel',
  loading = false,
  saveDisabled = false,
  maxWidth = 'sm',
  extraActions,
}: DialogProps) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && !saveDisabled) onSave?.();
  };
  const cancel = onCancel === false ? null : (onCancel ?? onClose);
  return (
    <MuiDialog
      open={open}
      onClose={loading ? undefined : onClose}
      aria-labelledby={titleId}
      transitionDuration={DIALOG_TRANSITION_MS}
      maxWidth={maxWidth}
      fullWidth
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as object }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, fontSize: '1.1rem', fontWeight: 600 }}>
        {title}
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        disabled={loading}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      <DialogContent dividers>{children}</DialogContent>
      {(onSave || cancel || extraActions) && (
        <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
          {extraActions && (
            <span style={{ marginRight: 'auto', display: 'flex', gap: 8 }}>{extraActions}</span>
          )}
          {cancel && (
            <Button onClick={cancel} disabled={loading} color="inherit">
              {cancelText}
            </Button>
          )}
          {onSave && (
            <Button
              type="submit"
              variant="contained"
              loading={loading}
              loadingPosition="start"
              loadingIndicator={
                <CircularProgress size={BUTTON_SPINNER_SIZE} color="inherit" aria-label="Saving" />
              }
              disabled={saveDisabled}
            >
              {saveText}
            </Button>
          )}
        </DialogActions>
      )}
    </MuiDialog>
  );
}
