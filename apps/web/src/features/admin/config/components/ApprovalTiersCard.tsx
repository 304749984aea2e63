import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { updateApprovalTiersSchema, type ApprovalTiersConfig } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../../../lib/form';
import { notifyError, notifySuccess } from '../../../../lib/notify';
import { useApprovalTiers, useUpdateApprovalTiers } from '../api/approval-tiers';

type Row = { upTo: string; approvals: string };

function TiersEditor({ config }: { config: ApprovalTiersConfig }) {
  const update = useUpdateApprovalTiers();
  const [rows, setRows] = useState<Row[]>(
    config.tiers.map((t) => ({ upTo: t.upTo ?? '', approvals: String(t.approvals) })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const [stale, setStale] = useState(false);
  const put = (i: number, patch: Partial<Row>) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  const save = async () => {
    const parsed = updateApprovalTiersSchema.safeParse({
      version: config.version,
      tiers: rows.map((r, i) => ({
        upTo: i === rows.length - 1 && r.upTo.trim() === '' ? null : r.upTo.trim(),
        approvals: Number(r.approvals),
      })),
    });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    try {
      await update.mutateAsync(parsed.data);
      notifySuccess('Approval tiers saved');
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return setErrors(fields);
      if (error instanceof ApiError && error.status === 409) return setStale(true);
      notifyError(error);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {stale && (
        <Alert severity="warning">
          The company settings were changed by someone else; reload the page and try again.
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary">
        A purchase order needs the approvers of the first tier its total (in {config.baseCurrency}) fits in.
        The creator never approves their own order; the last tier has no upper limit.
      </Typography>
      {rows.map((row, i) => {
        const last = i === rows.length - 1;
        return (
          <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={last ? `Above (${config.baseCurrency})` : `Up to (${config.baseCurrency})`}
              name={`tiers.${i}.upTo`}
              value={last ? '' : row.upTo}
              disabled={last}
              placeholder={last ? 'no limit' : ''}
              onChange={(e) => put(i, { upTo: e.target.value })}
              error={Boolean(errors[`tiers.${i}.upTo`])}
              helperText={errors[`tiers.${i}.upTo`] ?? (last ? 'Every larger amount' : ' ')}
              sx={{ width: 200 }}
            />
            <TextField
              size="small"
              type="number"
              label="Approvers needed"
              name={`tiers.${i}.approvals`}
              value={row.approvals}
              onChange={(e) => put(i, { approvals: e.target.value })}
              error={Boolean(errors[`tiers.${i}.approvals`])}
              helperText={errors[`tiers.${i}.approvals`] ?? ' '}
              sx={{ width: 160 }}
            />
            <IconButton
              aria-label={`Remove tier ${i + 1}`}
              disabled={rows.length === 1}
              onClick={() => setRows((r) => r.filter((_x, j) => j !== i))}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {errors.tiers && (
        <Typography color="error" variant="body2">
          {errors.tiers}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={() => setRows((r) => [...r.slice(0, -1), { upTo: '', approvals: '1' }, r[r.length - 1]!])}
        >
          Add tier
        </Button>
        <Button variant="contained" onClick={() => void save()} loading={update.isPending}>
          Save tiers
        </Button>
      </Box>
    </Box>
  );
}

/** `/config` card: purchase-order approval tiers by amount (a tier may need two approvers or more). */
export function ApprovalTiersCard() {
  const tiers = useApprovalTiers();
  return (
    <Card title="Purchase-order approval tiers" owner="Administrators" icon={<GavelOutlinedIcon />}>
      {tiers.isPending && <Skeleton variant="rounded" height={120} />}
      {tiers.isError && <Alert severity="error">{errorMessage(tiers.error)}</Alert>}
      {tiers.data && <TiersEditor key={tiers.data.version} config={tiers.data} />}
    </Card>
  );
}
