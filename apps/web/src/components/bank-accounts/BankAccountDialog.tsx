import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { BankAccount, BankAccountOwnerType } from '@keel/domain';
import { ActivityCard } from '../activity/ActivityCard';
import { ConfirmDialog } from '../ConfirmDialog';
import { ConflictAlert } from '../ConflictAlert';
import { Dialog } from '../Dialog';
import { ApiError } from '../../lib/api-error';
import { serverFieldErrors, useFormState } from '../../lib/form';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useCreateBankAccount, useDeleteBankAccount, useUpdateBankAccount } from './save-bank-account';
import { bankAccountChanges, bankAccountFormValues, validateNewBankAccount } from './bank-account-form';
import { BankAccountFields } from './BankAccountFields';

/** The owner a new account is for, when the dialog is opened from the owner's page. */
export interface FixedOwner {
  type: BankAccountOwnerType;
  id: string | null;
  name: string;
  currency?: string;
}

/**
 * Creates a bank account or edits one (with its activity: history, comments, files); deactivates or
 * deletes a stored one. A stale version shows the conflict notice with a reload. The form is loaded when
 * the dialog mounts: callers key it by the account's id and version (and by each opening for a new one).
 */
export function BankAccountDialog({
  open,
  account,
  owner,
  onClose,
  onReload,
}: {
  open: boolean;
  account: BankAccount | null;
  owner?: FixedOwner;
  onClose: () => void;
  onReload?: () => Promise<unknown>;
}) {
  const form = useFormState(bankAccountFormValues(account, owner));
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount(account?.id ?? '');
  const remove = useDeleteBankAccount(account?.id ?? '');
  const [conflict, setConflict] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const onError = (error: unknown) => {
    const fields = serverFieldErrors(error);
    if (fields) form.setErrors(fields);
    else if (error instanceof ApiError && error.isConflict) setConflict(true);
    else notifyError(error);
  };
  const save = () => {
    if (!account) {
      const checked = validateNewBankAccount(form.values);
      if (!checked.ok) return form.setErrors(checked.errors);
      return create.mutate(checked.value, {
        onSuccess: (saved) => {
          notifySuccess(`The ${saved.bankName} account of ${saved.ownerName} was added`);
          onClose();
        },
        onError,
      });
    }
    update.mutate(bankAccountChanges(account, form.values), {
      onSuccess: () => {
        notifySuccess('Bank account saved');
        onClose();
      },
      onError,
    });
  };
  const setActive = (active: boolean) =>
    account &&
    update.mutate(
      { version: account.version, active },
      {
        onSuccess: () => notifySuccess(active ? 'Bank account active again' : 'Bank account deactivated'),
        onError,
      },
    );
  return (
    <>
      <Dialog
        open={open}
        title={account ? `${account.bankName} · ${account.ownerName}` : 'New bank account'}
        onClose={onClose}
        onSave={save}
        saveText={account ? 'Save' : 'Add account'}
        loading={create.isPending || update.isPending}
        dirty={form.dirty}
        maxWidth="md"
        extraActions={
          account && (
            <>
              <Button color="warning" onClick={() => setActive(!account.active)} disabled={update.isPending}>
                {account.active ? 'Deactivate' : 'Activate'}
              </Button>
              <Button color="error" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            </>
          )
        }
      >
        {conflict && (
          <ConflictAlert
            what="bank account"
            reloading={false}
            onReload={() => void onReload?.().then(() => setConflict(false))}
          />
        )}
        <BankAccountFields form={form} ownerEditable={!account && !owner} />
        {account && (
          <Box sx={{ mt: 2 }}>
            <ActivityCard entity="bank_account" id={account.id} />
          </Box>
        )}
      </Dialog>
      {account && (
        <ConfirmDialog
          open={deleting}
          type="warning"
          title="Delete this bank account?"
          message="Delete only an account entered by mistake; deactivate an account that was used."
          confirmText="Delete account"
          cancelText="Cancel"
          loading={remove.isPending}
          onCancel={() => setDeleting(false)}
          onConfirm={() =>
            remove.mutate(account.version, {
              onSuccess: () => {
                notifySuccess('Bank account deleted');
                setDeleting(false);
                onClose();
              },
              onError: (error) => {
                setDeleting(false);
                onError(error);
              },
            })
          }
        />
      )}
    </>
  );
}
