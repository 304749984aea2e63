import { useState } from 'react';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { ConfirmDialog } from '../ConfirmDialog';

/**
 * The "Delete" button of a record page and its confirmation. `onConfirm` deletes; the dialog
 * closes when it settles (the page navigates away on success).
 */
export function DeleteAction({
  name,
  message,
  confirmText,
  loading,
  onConfirm,
}: {
  /** The record's name, in the dialog's title. */
  name: string;
  message: string;
  confirmText: string;
  loading: boolean;
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteOutlineIcon />}
        onClick={() => setOpen(true)}
      >
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        type="delete"
        title={`Delete ${name}?`}
        message={message}
        confirmText={confirmText}
        cancelText="Cancel"
        loading={loading}
        onConfirm={() => void onConfirm().finally(() => setOpen(false))}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
