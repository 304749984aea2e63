import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_KIND_LABELS, type NotificationPreference } from '@keel/domain';
import { errorMessage } from '../../../lib/api-error';
import { usePreferences } from '../api/get-preferences';
import { useUpdatePreferences } from '../api/update-preferences';

/** In-app and e-mail, per kind: each switch saves at once. */
export function NotificationPreferences() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const change = (p: NotificationPreference, channel: 'inApp' | 'email', value: boolean) =>
    update.mutate({ preferences: [{ ...p, [channel]: value }] });

  if (preferences.isPending)
    return <Skeleton variant="rounded" height={320} aria-label="Loading preferences" />;
  if (preferences.isError) return <Alert severity="error">{errorMessage(preferences.error)}</Alert>;
  return (
    <>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        Choose how each kind reaches you. E-mails go to the address of your account.
      </Typography>
      {update.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {errorMessage(update.error)}
        </Alert>
      )}
      <Table size="small" aria-label="Notification preferences">
        <TableHead>
          <TableRow>
            <TableCell>What</TableCell>
            <TableCell align="center">In the app</TableCell>
            <TableCell align="center">By e-mail</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {preferences.data.map((p) => {
            const label = NOTIFICATION_KIND_LABELS[p.kind];
            return (
              <TableRow key={p.kind}>
                <TableCell>{label}</TableCell>
                <TableCell align="center">
                  <Switch
                    checked={p.inApp}
                    disabled={update.isPending}
                    onChange={(_e, v) => change(p, 'inApp', v)}
                    slotProps={{ input: { 'aria-label': `${label} in the app` } }}
                  />
                </TableCell>
                <TableCell align="center">
                  <Switch
                    checked={p.email}
                    disabled={update.isPending}
                    onChange={(_e, v) => change(p, 'email', v)}
                    slotProps={{ input: { 'aria-label': `${label} by e-mail` } }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </>
  );
}
