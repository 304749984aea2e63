import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from '../ConfirmDialog';

/**
 * The "Deactivate" / "Activate" button of a record page and its confirmation. `onConfirm` saves
 * the new state; the dialog closes when it settles (success or failure).
 */
export function DeactivateAction({
  name,
  active,
  deactivateMessage,
  activateMessage,
  loading,
  onConfirm,
  color = 'error',
  deactivateIcon = <BlockOutlinedIcon />,
  activateIcon = <CheckCircleOutlineIcon />,
  disabled,
}: {
  /** The record's name, in the dialog's title. */
  name: string;
  active: boolean;
  deactivateMessage: string;
  activateMessage: string;
  loading: boolean;
  onConfirm: (active: boolean) => Promise<unknown>;
  /** The button's colour while the record is active. */
  color?: 'error' | 'warning';
  deactivateIcon?: ReactNode;
  activateIcon?: ReactNode;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  // The state the record had when the dialog opened: a save flips `active` before the dialog has
  // closed, and the dialog must not turn into "Activate …?" while it fades out.
  const [asked, setAsked] = useState(active);
  return (
    <>
      <Button
        variant="outlined"
        color={active ? color : 'success'}
        startIcon={active ? deactivateIcon : activateIcon}
        onClick={() => {
          setAsked(active);
          setOpen(true);
        }}
        disabled={disabled}
      >
        {active ? 'Deactivate' : 'Activate'}
      </Button>
      <ConfirmDialog
        open={open}
        type={asked ? 'warning' : 'confirm'}
        title={asked ? `Deactivate ${name}?` : `Activate ${name}?`}
        message={asked ? deactivateMessage : activateMessage}
        confirmText={asked ? 'Deactivate' : 'Activate'}
        cancelText="Cancel"
        loading={loading}
        onConfirm={() => void onConfirm(!asked).finally(() => setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/**
 * The `onConfirm` of a {@link DeactivateAction}: saves `active` at the version read and says so, or
 * hands the error to `onError` (the page's conflict handling).
 */
export function saveActive<T extends { name: string; active: boolean }>(
  save: (body: { version: number; active: boolean }) => Promise<T>,
  version: number,
  onError: (error: unknown) => void,
): (active: boolean) => Promise<void> {
  return (active) =>
    save({ version, active }).then((saved) => {
      notifySuccess(`${saved.name} is ${saved.active ? 'active again' : 'deactivated'}`);
    }, onError);
}
