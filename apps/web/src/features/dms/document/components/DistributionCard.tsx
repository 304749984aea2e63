import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SailingOutlinedIcon from '@mui/icons-material/SailingOutlined';
import type { DocumentDetail } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { errorMessage } from '../../../../lib/api-error';
import { isConflict } from '../../shared/is-conflict';
import { notifySuccess } from '../../../../lib/notify';
import { companyConfigQuery, myShipsQuery } from '../../../../lib/shared-queries';
import { useUpdateDocument } from '../../api/update-document';

/**
 * Which ships receive the document: every ship, or chosen ships and ship families. Saved with the
 * document's version (a change made meanwhile by someone else is refused, and the card says so).
 */
export function DistributionCard({ document: d, mayEdit }: { document: DocumentDetail; mayEdit: boolean }) {
  const ships = useQuery(myShipsQuery());
  const config = useQuery(companyConfigQuery());
  const update = useUpdateDocument();
  const [draft, setDraft] = useState(d.distribution);
  const [error, setError] = useState<string | null>(null);
  const shipName = new Map((ships.data ?? []).map((s) => [s.id, s.name]));
  const families = (config.data?.shipFamilies ?? []).map((f) => f.name);
  const dirty = JSON.stringify(draft) !== JSON.stringify(d.distribution);

  const save = () => {
    setError(null);
    update.mutate(
      {
        id: d.id,
        body: {
          number: d.number,
          title: d.title,
          chapterId: d.chapterId,
          ownerUserId: d.ownerUserId,
          distribution: draft,
          ackRanks: d.ackRanks,
          reviewIntervalMonths: d.reviewIntervalMonths,
          sortOrder: d.sortOrder,
          version: d.version,
        },
      },
      {
        onSuccess: () => notifySuccess(`Distribution of ${d.number} saved`),
        onError: (e) =>
          setError(
            isConflict(e)
              ? 'Someone changed this document meanwhile. Reload it and make the change again.'
              : errorMessage(e),
          ),
      },
    );
  };

  const summary = d.distribution.allShips
    ? 'Every ship'
    : [
        ...d.distribution.shipFamilies.map((f) => `${f} family`),
        ...d.distribution.shipIds.map((id) => shipName.get(id) ?? 'a ship'),
      ].join(', ') || 'No ship yet';

  return (
    <Card title="Distribution" showOwner={false} icon={<SailingOutlinedIcon />}>
      {!mayEdit ? (
        <Typography variant="body2">{summary}</Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={draft.allShips}
                onChange={(e) => setDraft((v) => ({ ...v, allShips: e.target.checked }))}
              />
            }
            label="Every ship of the fleet"
          />
          {!draft.allShips && (
            <>
              <Autocomplete
                multiple
                options={families}
                value={draft.shipFamilies}
                onChange={(_e, value) => setDraft((v) => ({ ...v, shipFamilies: value }))}
                renderInput={(params) => <TextField {...params} label="Ship families" size="small" />}
              />
              <Autocomplete
                multiple
                options={(ships.data ?? []).map((s) => s.id)}
                getOptionLabel={(id) => shipName.get(id) ?? id}
                value={draft.shipIds}
                onChange={(_e, value) => setDraft((v) => ({ ...v, shipIds: value }))}
                renderInput={(params) => <TextField {...params} label="Ships" size="small" />}
              />
            </>
          )}
          {error && (
            <Typography color="error" variant="body2" role="alert">
              {error}
            </Typography>
          )}
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button variant="contained" onClick={save} disabled={!dirty} loading={update.isPending}>
              Save distribution
            </Button>
            {dirty && (
              <Button onClick={() => setDraft(d.distribution)} disabled={update.isPending}>
                Undo
              </Button>
            )}
          </Box>
        </Box>
      )}
    </Card>
  );
}
