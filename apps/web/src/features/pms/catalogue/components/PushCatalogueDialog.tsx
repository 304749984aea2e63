import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { Catalogue, PushChange, PushPreview } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { usePushCatalogue, usePushPreview } from '../api/push-catalogue';

type ShipPreview = PushPreview[number];

/** The words of one change of the preview. */
export function changeLabel(c: PushChange): string {
  if (c.record !== 'job') return `${c.kind === 'add' ? 'Add' : 'Update'} ${c.code} ${c.name}`;
  if (c.kind === 'remove') return `Template deleted: delete job “${c.name}” on ${c.code}`;
  return `${c.kind === 'add' ? 'Add job' : 'Update job'} “${c.name}” on ${c.code}`;
}

const fieldsText = (c: PushChange) =>
  c.kind === 'remove'
    ? 'The job still runs on the ship without a template; unticked, it stays.'
    : c.fields.map((f) => `${f.field}: ${f.from ?? '—'} → ${f.to ?? '—'}`).join(' · ') || undefined;

/** A change the push can choose (it has an id): a job change, or a component change. */
const choosable = (c: PushChange): c is PushChange & { id: string } => Boolean(c.id);
const isJob = (c: PushChange) => c.record === 'job';
const keyOf = (shipId: string, changeId: string) => `${shipId} ${changeId}`;

/** The change and the additions it requires, up to the top (`requires` chain). */
export function ancestors(changes: readonly PushChange[], id: string): string[] {
  const byId = new Map(changes.map((c) => [c.id, c]));
  const out: string[] = [];
  for (let at: string | undefined = id; at && !out.includes(at); at = byId.get(at)?.requires) out.push(at);
  return out;
}

/** The change and every addition that requires it, however deep. */
export function descendants(changes: readonly PushChange[], id: string): string[] {
  const out = [id];
  for (let i = 0; i < out.length; i++)
    for (const c of changes) if (c.requires === out[i] && c.id && !out.includes(c.id)) out.push(c.id);
  return out;
}

/**
 * Shows what pushing the templates would change on each ship first, then pushes to the ticked ships.
 * Each change — component or job — has its own tick (all ticked at first): the server applies only the
 * ticked ones (`componentChoices`, `jobChoices`); the others stay pending in the next preview. A ship that
 * is up to date is shown, never tickable.
 */
export function PushCatalogueDialog({
  open,
  onClose,
  catalogue,
}: {
  open: boolean;
  onClose: () => void;
  catalogue: Catalogue;
}) {
  const preview = usePushPreview(open ? catalogue.id : null);
  const push = usePushCatalogue();
  // Null until the user ticks or unticks: every ship with changes is ticked.
  const [choice, setPicked] = useState<string[] | null>(null);
  // The changes unticked (`shipId changeId`); every change is ticked at first.
  const [skipped, setSkipped] = useState<ReadonlySet<string>>(new Set());
  const upToDate = new Set(preview.data?.filter((s) => s.changes.length === 0).map((s) => s.shipId));
  const picked = (choice ?? preview.data?.map((s) => s.shipId) ?? []).filter((id) => !upToDate.has(id));
  const chosen = (ship: ShipPreview) =>
    ship.changes.filter(choosable).filter((c) => !skipped.has(keyOf(ship.shipId, c.id)));
  const chosenCount = (ship: ShipPreview) =>
    ship.changes.filter((c) => !choosable(c)).length + chosen(ship).length;
  const pickedShips = preview.data?.filter((s) => picked.includes(s.shipId)) ?? [];
  const nothing = pickedShips.every((s) => chosenCount(s) === 0);
  const close = () => {
    setPicked(null);
    setSkipped(new Set());
    onClose();
  };
  // An addition under another addition goes with it: unticking the parent unticks its additions, ticking
  // one ticks the additions above it (the server refuses a child without its parent).
  const toggle = (ship: ShipPreview, changeId: string, on: boolean) => {
    const next = new Set(skipped);
    for (const id of on ? ancestors(ship.changes, changeId) : descendants(ship.changes, changeId))
      if (on) next.delete(keyOf(ship.shipId, id));
      else next.add(keyOf(ship.shipId, id));
    setSkipped(next);
  };
  const submit = () => {
    const choicesOf = (job: boolean) =>
      pickedShips
        .filter((s) => s.changes.some((c) => choosable(c) && isJob(c) === job))
        .map((s) => ({
          shipId: s.shipId,
          changeIds: chosen(s)
            .filter((c) => isJob(c) === job)
            .map((c) => c.id),
        }));
    push.mutate(
      { id: catalogue.id, shipIds: picked, jobChoices: choicesOf(true), componentChoices: choicesOf(false) },
      {
        onSuccess: () => (notifySuccess('Template changes pushed'), close()),
        onError: (e) => notifyError(e),
      },
    );
  };
  return (
    <Dialog
      open={open}
      title={`Push ${catalogue.name} to ships`}
      onClose={close}
      onSave={submit}
      saveText="Push"
      saveDisabled={picked.length === 0 || nothing}
      loading={push.isPending}
      maxWidth="md"
    >
      {preview.isPending ? (
        <LoadingWheel />
      ) : preview.isError ? (
        <Alert severity="error">{errorMessage(preview.error)}</Alert>
      ) : preview.data.length === 0 ? (
        <Typography color="text.secondary">No ship uses this catalogue yet: apply it first.</Typography>
      ) : (
        preview.data.map((ship) => {
          const shipOn = picked.includes(ship.shipId);
          const total = ship.changes.length;
          const count = chosenCount(ship);
          return (
            <Box key={ship.shipId} component="section" aria-label={ship.shipName} sx={{ mb: 2 }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={shipOn}
                    disabled={total === 0}
                    onChange={(e) =>
                      setPicked(
                        e.target.checked ? [...picked, ship.shipId] : picked.filter((x) => x !== ship.shipId),
                      )
                    }
                  />
                }
                label={`${ship.shipName}: ${
                  total === 0
                    ? 'up to date'
                    : `${total} change${total === 1 ? '' : 's'}${count < total ? `, ${count} chosen` : ''}`
                }`}
              />
              <List dense disablePadding sx={{ pl: 4 }}>
                {ship.changes.map((c) => (
                  <ListItem
                    key={c.id ?? `${c.record ?? 'component'}-${c.templateId}`}
                    disableGutters
                    sx={
                      c.requires && c.id ? { pl: 3 * (ancestors(ship.changes, c.id).length - 1) } : undefined
                    }
                  >
                    {choosable(c) ? (
                      <FormControlLabel
                        disableTypography
                        sx={{ alignItems: 'flex-start', mr: 0 }}
                        control={
                          <Checkbox
                            size="small"
                            sx={{ pt: 0.5 }}
                            checked={!skipped.has(keyOf(ship.shipId, c.id))}
                            disabled={!shipOn}
                            onChange={(e) => toggle(ship, c.id, e.target.checked)}
                          />
                        }
                        label={<ListItemText primary={changeLabel(c)} secondary={fieldsText(c)} />}
                      />
                    ) : (
                      <ListItemText primary={changeLabel(c)} secondary={fieldsText(c)} />
                    )}
                  </ListItem>
                ))}
              </List>
            </Box>
          );
        })
      )}
    </Dialog>
  );
}
