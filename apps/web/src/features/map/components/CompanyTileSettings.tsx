import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRACK_RETENTION_YEARS_DEFAULT, updateMapSettingsSchema, type MapSettings } from '@keel/domain';
import { ApiError, errorMessage } from '../../../lib/api-error';
import { formatDateTime } from '../../../lib/format';
import { mapKeys } from '../api/map-keys';
import { saveMapSettings } from '../api/map-settings';

/**
 * The company-wide tile server (used over every device's own setting) and how many years long tracks are
 * kept (the position aggregate's retention): administrators edit them, others see what is set. Validated
 * with the domain's schema; the server's 400 details land under their field.
 */
export function CompanyTileSettings({
  settings,
  isAdmin,
  onSaved,
}: {
  settings: MapSettings | undefined;
  isAdmin: boolean;
  onSaved: () => void;
}) {
  const queryClient = useQueryClient();
  const [url, setUrl] = useState(settings?.tileUrlTemplate ?? '');
  const [credit, setCredit] = useState(settings?.tileAttribution ?? '');
  const [years, setYears] = useState(String(settings?.trackRetentionYears ?? TRACK_RETENTION_YEARS_DEFAULT));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [yearsError, setYearsError] = useState<string | null>(null);
  /** Puts a message under its field (the years or the template). */
  const showError = (field: unknown, message: string) =>
    field === 'trackRetentionYears' ? setYearsError(message) : setFieldError(message);
  const save = useMutation({
    mutationFn: () => {
      const body = updateMapSettingsSchema.safeParse({
        tileUrlTemplate: url,
        tileAttribution: credit,
        trackRetentionYears: years.trim() === '' ? Number.NaN : Number(years),
        version: settings?.version ?? 0,
      });
      if (!body.success) {
        for (const issue of body.error.issues) showError(issue.path[0], issue.message);
        return Promise.reject(new Error('invalid'));
      }
      return saveMapSettings(body.data);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(mapKeys.settings(), saved);
      onSaved();
    },
    onError: (error) => {
      const detail = error instanceof ApiError ? error.details?.[0] : undefined;
      if (detail?.field === 'tileUrlTemplate' || detail?.field === 'trackRetentionYears')
        showError(detail.field, detail.message);
    },
  });
  const serverError =
    save.error && save.error.message !== 'invalid' && !fieldError && !yearsError
      ? save.error instanceof ApiError && save.error.isConflict
        ? 'The company settings were changed by someone else: close and open this dialog to see them.'
        : errorMessage(save.error)
      : null;

  if (!isAdmin)
    return (
      <Box>
        <Typography variant="subtitle2">Company tile server</Typography>
        <Typography variant="body2" color="text.secondary">
          {settings?.tileUrlTemplate
            ? `${settings.tileUrlTemplate} — set by an administrator for every user; it is used instead of this device's setting.`
            : 'None set by an administrator: this device’s setting below applies.'}
        </Typography>
        {settings && (
          <Typography variant="body2" color="text.secondary">
            Ship tracks go back {settings.trackRetentionYears} years.
          </Typography>
        )}
      </Box>
    );
  return (
    <Box component="section" aria-label="Company tile server" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle2">Company tile server (every user)</Typography>
      <TextField
        label="Company tile URL template"
        placeholder="https://tiles.example.com/{z}/{x}/{y}.png"
        value={url}
        onChange={(e) => {
          setUrl(e.target.value);
          setFieldError(null);
        }}
        error={fieldError !== null}
        helperText={fieldError ?? 'Used over each device’s own setting. Empty: none.'}
      />
      <TextField label="Company attribution" value={credit} onChange={(e) => setCredit(e.target.value)} />
      <TextField
        label="Keep tracks (years)"
        value={years}
        sx={{ maxWidth: 220 }}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        onChange={(e) => {
          setYears(e.target.value);
          setYearsError(null);
        }}
        error={yearsError !== null}
        helperText={yearsError ?? 'How far back ship tracks go; older positions are deleted.'}
      />
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => save.mutate()} disabled={save.isPending}>
          Save for the company
        </Button>
        {settings?.updatedAt && (
          <Typography variant="caption" color="text.secondary">
            Last saved {formatDateTime(settings.updatedAt)}
            {settings.updatedByName ? ` by ${settings.updatedByName}` : ''}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
