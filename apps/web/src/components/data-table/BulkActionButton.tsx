import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { BulkResponse } from '@keel/domain';
import { ConfirmDialog } from '../ConfirmDialog';
import { notifyError } from '../../lib/notify';
import { BulkResultDialog } from './BulkResultDialog';
import { deselectSucceeded, type RowSelection } from './use-row-selection';

/** The mutation of a bulk route (`POST …/bulk/<verb>`): one result per record. */
export interface BulkMutation<B> {
  mutate: (
    body: B,
    options: { onSuccess: (data: BulkResponse['data']) => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * One bulk action of a list's selection bar: the button, a confirmation naming the records, the call (the
 * server acts on each record as its single action would), then the result naming each record it could not
 * change and why. The records done leave the selection when the result is dismissed; the others stay chosen.
 */
export function BulkActionButton<T extends { id: string }, B>({
  selection,
  label,
  icon,
  variant = 'contained',
  disabled = false,
  confirm,
  body,
  mutation,
  result: resultText,
}: {
  selection: RowSelection<T>;
  label: string;
  icon: ReactNode;
  variant?: 'contained' | 'outlined';
  disabled?: boolean;
  /** The question before acting: its title, message (naming the records) and the confirm button's text. */
  confirm: { title: string; message: string; action: string };
  /** What to send, built when confirmed. */
  body: () => B;
  mutation: BulkMutation<B>;
  /** The result dialog: its title, the past participle ("approved") and the record's noun. */
  result: { title: string; done: string; noun: string };
}) {
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<BulkResponse['data'] | null>(null);
  const run = () =>
    mutation.mutate(body(), {
      onSuccess: (data) => {
        setConfirming(false);
        setResult(data);
      },
      onError: (e) => {
        setConfirming(false);
        notifyError(e);
      },
    });
  return (
    <>
      <Button
        size="small"
        variant={variant}
        startIcon={icon}
        disabled={disabled}
        onClick={() => setConfirming(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={confirm.title}
        message={confirm.message}
        confirmText={confirm.action}
        loading={mutation.isPending}
        onConfirm={run}
        onCancel={() => setConfirming(false)}
      />
      <BulkResultDialog
        title={resultText.title}
        result={result}
        done={resultText.done}
        noun={resultText.noun}
        onClose={() => {
          // The bar (and this button) goes once the records done leave the selection: only now.
          setResult(null);
          deselectSucceeded(selection, result);
        }}
      />
    </>
  );
}
