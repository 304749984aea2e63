import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { BulkResponse } from '@keel/domain';
import { Dialog } from '../Dialog';
import { plural } from '../../lib/format';

/** The server's message names the record first ("PO-2026-00003: …"); under the record's name it need not. */
function withoutReference(message: string | null, reference: string | null): string | null {
  if (!message || !reference) return message;
  const prefix = `${reference}: `;
  return message.startsWith(prefix) ? message.slice(prefix.length) : message;
}

/**
 * What a bulk action did: how many records it changed, and each record it could not change with the
 * reason (the same message the single action gives, naming the record).
 */
export function BulkResultDialog({
  title,
  result,
  done,
  noun,
  onClose,
}: {
  title: string;
  result: BulkResponse['data'] | null;
  /** Past participle of the action: "approved", "sent". */
  done: string;
  /** The record's noun: "requisition", "purchase order". */
  noun: string;
  onClose: () => void;
}) {
  const failures = result?.results.filter((r) => !r.ok) ?? [];
  return (
    <Dialog
      open={result !== null}
      title={title}
      onClose={onClose}
      onCancel={false}
      saveText="Done"
      onSave={onClose}
    >
      {result && (
        <>
          <Alert severity={result.failed === 0 ? 'success' : result.succeeded === 0 ? 'error' : 'warning'}>
            {plural(result.succeeded, noun)} {done}
            {result.failed > 0 ? `; ${plural(result.failed, noun)} not ${done}.` : '.'}
          </Alert>
          {failures.length > 0 && (
            <List dense aria-label={`Not ${done}`}>
              {failures.map((f) => (
                <ListItem key={f.id} disableGutters>
                  <ListItemText
                    primary={f.reference ?? `A ${noun} you cannot open`}
                    secondary={withoutReference(f.message, f.reference)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </>
      )}
    </Dialog>
  );
}
