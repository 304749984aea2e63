import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MuiDialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { BUTTON_SPINNER_SIZE, DIALOG_TRANSITION_MS } from './Dialog';

/** Kinds of confirmation; the kind gives the title (spec §8). */
export type ConfirmType = 'confirm' | 'delete' | 'warning' | 'info';

const KINDS = {
  confirm: { title: 'Confirm', color: 'primary', Icon: HelpOutlineIcon },
  delete: { title: 'Delete', color: 'error', Icon: DeleteOutlineIcon },
  warning: { title: 'Warning', color: 'warning', Icon: WarningAmberIcon },
  info: { title: 'Information', color: 'info', Icon: InfoOutlinedIcon },
} as const;

export interface ConfirmDialogProps {
  open: boolean;
  type?: ConfirmType;
  /** Overrides the title derived from the type. */
  title?: string;
  message: ReactNode;
  confirmText?: string;
  cancelText?: string;
  onConfirm?: () => void;
  onCancel: () => void;
  loading?: boolean;
}

/**
 * Asks before a consequential step (spec §8): title from the type (default 'Confirm'), the
 * message, confirm 'Yes' and cancel 'No'; the 'info' type only informs, so it has no confirm button.
 */
export function ConfirmDialog({
  open,
  type = 'confirm',
  title,
  message,
  confirmText = 'Yes',
  cancelText = 'No',
  onConfirm,
  onCancel,
  loading = false,
}: ConfirmDialogProps) {
  const titleId = useId();
  const messageId = useId();
  const kind = KINDS[type];
  return (
    <MuiDialog
      open={open}
      onClose={loading ? undefined : onCancel}
      transitionDuration={DIALOG_TRANSITION_MS}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      role={type === 'info' ? 'dialog' : 'alertdialog'}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontWeight: 600 }}>
        <Box
          aria-hidden
          sx={(t) => ({
            width: 36,
            height: 36,
            borderRadius: '10px',
            display: 'grid',
            placeItems: 'center',
            color: t.palette[kind.color].main,
            bgcolor: alpha(t.palette[kind.color].main, 0.14),
          })}
        >
          <kind.Icon fontSize="small" />
        </Box>
        {title ?? kind.title}
      </DialogTitle>
      <DialogContent>
        <Typography id={messageId} component="div" color="text.secondary">
          {message}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Button
          onClick={onCancel}
          disabled={loading}
          color="inherit"
          autoFocus={type === 'delete' || type === 'info'}
        >
          {cancelText}
        </Button>
        {type !== 'info' && (
          <Button
            variant="contained"
            color={kind.color === 'info' ? 'primary' : kind.color}
            onClick={onConfirm}
            loading={loading}
            loadingIndicator={<CircularProgress size={BUTTON_SPINNER_SIZE} color="inherit" />}
            autoFocus={type !== 'delete'}
          >
            {confirmText}
          </Button>
        )}
      </DialogActions>
    </MuiDialog>
  );
}
