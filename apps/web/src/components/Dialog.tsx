import { useId, useState, type FormEvent, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiDialog, { type DialogProps as MuiDialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
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
  /**
   * The form holds unsaved changes: Esc, a click outside, the close button and Cancel first ask
   * "Discard changes?" instead of closing.
   */
  dirty?: boolean;
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
  dirty = false,
}: DialogProps) {
  const titleId = useId();
  const [asking, setAsking] = useState<(() => void) | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!loading && !saveDisabled) onSave?.();
  };
  /** Runs `leave` at once, or after the user agreed to lose the unsaved changes. */
  const guarded = (leave: () => void) => () => {
    if (dirty) setAsking(() => leave);
    else leave();
  };
  const close = guarded(onClose);
  const cancelAction = onCancel === false ? null : (onCancel ?? onClose);
  const cancel = cancelAction ? guarded(cancelAction) : null;
  return (
    <>
      <MuiDialog
        open={open}
        onClose={loading ? undefined : close}
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
          onClick={close}
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
      <DiscardChangesDialog
        open={open && asking !== null}
        onKeep={() => setAsking(null)}
        onDiscard={() => {
          const leave = asking;
          setAsking(null);
          leave?.();
        }}
      />
    </>
  );
}

/** "Discard changes?" over a dialog whose form holds unsaved changes. */
function DiscardChangesDialog({
  open,
  onKeep,
  onDiscard,
}: {
  open: boolean;
  onKeep: () => void;
  onDiscard: () => void;
}) {
  const titleId = useId();
  const messageId = useId();
  return (
    <MuiDialog
      open={open}
      onClose={onKeep}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        Discard changes?
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId}>The changes you made in this form are not saved.</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, gap: 1 }}>
        <Button onClick={onKeep} color="inherit" autoFocus>
          Keep editing
        </Button>
        <Button onClick={onDiscard} variant="contained" color="error">
          Discard
        </Button>
      </DialogActions>
    </MuiDialog>
  );
}
