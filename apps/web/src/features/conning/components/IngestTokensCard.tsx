import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { createIngestTokenSchema } from '@keel/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { errorMessage } from '../../../lib/api-error';
import { createIngestToken, ingestTokensQuery, revokeIngestToken, tokenKeys } from '../api/ingest-tokens';

const when = (iso: string | null) => (iso ? iso.slice(0, 16).replace('T', ' ').replaceAll('-', '/') : '—');

/**
 * A ship's ingest tokens for gateways that post Signal K deltas: create (the secret shown once, to
 * copy), list (never the secrets), revoke after a confirmation (the token stops working at once).
 */
export function IngestTokensCard({ shipId }: { shipId: string }) {
  const queryClient = useQueryClient();
  const tokens = useQuery(ingestTokensQuery(shipId));
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const [revoking, setRevoking] = useState<{ id: string; name: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: tokenKeys.ship(shipId) });
  const create = useMutation({
    mutationFn: () => {
      const parsed = createIngestTokenSchema.safeParse({ name });
      if (!parsed.success) {
        setNameError(parsed.error.issues[0]?.message ?? 'name is required');
        throw new Error(parsed.error.issues[0]?.message);
      }
      return createIngestToken(shipId, parsed.data.name);
    },
    onSuccess: (created) => {
      setCreating(false);
      setName('');
      setSecret({ name: created.name, token: created.token });
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (id: string) => revokeIngestToken(id),
    onSuccess: (t) => {
      toast.success(`Token ${t.name} revoked`);
      setRevoking(null);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const list = tokens.data ?? [];
  return (
    <Paper sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Ingest tokens
        </Typography>
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          Create token
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        A ship gateway posts Signal K deltas to <code>POST /api/v1/conning/ingest/signalk</code> with{' '}
        <code>Authorization: Bearer &lt;token&gt;</code>.
      </Typography>
      {tokens.isError && <Alert severity="error">{errorMessage(tokens.error)}</Alert>}
      {tokens.isSuccess && list.length === 0 && (
        <Typography color="text.secondary">No tokens yet.</Typography>
      )}
      {list.length > 0 && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label="Ingest tokens">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Created</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell>State</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {list.map((t) => (
                <TableRow key={t.id} data-testid={`token-${t.name}`}>
                  <TableCell>{t.name}</TableCell>
                  <TableCell>{when(t.createdAt)}</TableCell>
                  <TableCell>{when(t.lastUsedAt)}</TableCell>
                  <TableCell>
                    {t.revokedAt ? (
                      <Chip size="small" label={`Revoked ${when(t.revokedAt)}`} />
                    ) : (
                      <Chip size="small" color="success" label="Active" />
                    )}
                  </TableCell>
                  <TableCell align="right">
                    {!t.revokedAt && (
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setRevoking({ id: t.id, name: t.name })}
                      >
                        Revoke
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {creating && (
        <Dialog
          open
          title="Create an ingest token"
          onClose={() => setCreating(false)}
          onSave={() => create.mutate()}
          saveText="Create"
          loading={create.isPending}
        >
          <TextField
            autoFocus
            fullWidth
            size="small"
            label="Name"
            placeholder="Bridge gateway"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
            error={!!nameError}
            helperText={nameError ?? 'Who uses it, e.g. the ship gateway'}
            sx={{ mt: 1 }}
          />
          {create.isError && !nameError && (
            <Typography color="error" role="alert" sx={{ mt: 1 }}>
              {errorMessage(create.error)}
            </Typography>
          )}
        </Dialog>
      )}
      {secret && (
        <Dialog
          open
          title={`Token ${secret.name} created`}
          onClose={() => setSecret(null)}
          onCancel={false}
          maxWidth="sm"
        >
          <Alert severity="warning" sx={{ mb: 2 }}>
            Copy the token now: it is shown only this once (Keel keeps only its hash).
          </Alert>
          <TextField
            fullWidth
            label="Token"
            value={secret.token}
            slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'new-ingest-token' } }}
            onFocus={(e) => e.target.select()}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
            <Button
              onClick={() =>
                void navigator.clipboard?.writeText(secret.token).then(
                  () => toast.success('Token copied'),
                  () => toast.error('Copy it by hand: the clipboard is not available'),
                )
              }
            >
              Copy
            </Button>
            <Button variant="contained" onClick={() => setSecret(null)}>
              Done
            </Button>
          </Box>
        </Dialog>
      )}
      <ConfirmDialog
        open={revoking !== null}
        type="warning"
        title="Revoke token"
        message={`Revoke the token ${revoking?.name ?? ''}? The gateway that uses it is refused from now on; this cannot be undone.`}
        confirmText="Revoke"
        loading={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id)}
        onCancel={() => setRevoking(null)}
      />
    </Paper>
  );
}
