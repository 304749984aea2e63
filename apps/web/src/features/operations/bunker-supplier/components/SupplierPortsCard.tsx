import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import AnchorOutlinedIcon from '@mui/icons-material/AnchorOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { BunkerSupplier, SupplierPort } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { countryName } from '../../../../components/CountryField';
import { notifySuccess } from '../../../../lib/notify';
import { PortDialog } from './PortDialog';

/** The ports tab: the UN/LOCODE ports the supplier delivers in; add, rename, remove. */
export function SupplierPortsCard({
  supplier: s,
  saving,
  onPatch,
}: {
  supplier: BunkerSupplier;
  saving: boolean;
  onPatch: (body: Record<string, unknown>) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState<{ index: number; port: SupplierPort | null } | null>(null);
  const [removing, setRemoving] = useState<SupplierPort | null>(null);
  const pricedAt = (locode: string) => s.currentPrices.filter((p) => p.portLocode === locode).length;

  const savePort = (index: number, port: SupplierPort) => {
    const ports = [...s.ports];
    ports[index] = port;
    return onPatch({ ports }).then(() => notifySuccess(`${port.portName} (${port.locode}) saved`));
  };

  return (
    <Card
      title="Ports served"
      showOwner={false}
      icon={<AnchorOutlinedIcon />}
      action={
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ index: s.ports.length, port: null })}
        >
          Add port
        </Button>
      }
    >
      {s.ports.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          No ports yet. Add the ports this supplier delivers in, then their prices.
        </Typography>
      ) : (
        <Table size="small" aria-label="Ports served">
          <TableHead>
            <TableRow>
              <TableCell>Port</TableCell>
              <TableCell>UN/LOCODE</TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Country</TableCell>
              <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                Current prices
              </TableCell>
              <TableCell align="right" width={96} />
            </TableRow>
          </TableHead>
          <TableBody>
            {s.ports.map((p, index) => (
              <TableRow key={p.locode}>
                <TableCell sx={{ fontWeight: 500 }}>{p.portName}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace' }}>{p.locode}</TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {countryName(p.locode.slice(0, 2))}
                </TableCell>
                <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {pricedAt(p.locode)}
                </TableCell>
                <TableCell align="right">
                  <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                    <Tooltip title="Rename">
                      <IconButton
                        aria-label={`Rename ${p.locode}`}
                        onClick={() => setEditing({ index, port: p })}
                      >
                        <EditOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title="Remove">
                      <IconButton aria-label={`Remove ${p.locode}`} onClick={() => setRemoving(p)}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {editing && (
        <PortDialog
          open
          port={editing.port}
          index={editing.index}
          existing={s.ports}
          saving={saving}
          onClose={() => setEditing(null)}
          onSave={(port) => savePort(editing.index, port)}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        type="delete"
        title={`Remove ${removing?.portName ?? 'port'}?`}
        message="The supplier no longer shows a current price there. Its prices stay in the price history."
        confirmText="Remove port"
        cancelText="Cancel"
        loading={saving}
        onConfirm={() => {
          if (!removing) return;
          void onPatch({ ports: s.ports.filter((p) => p.locode !== removing.locode) })
            .then(() => notifySuccess(`${removing.portName} removed`))
            .catch(() => undefined)
            .finally(() => setRemoving(null));
        }}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
