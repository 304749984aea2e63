import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { tileTemplateProblem, type MapSettings } from '@keel/domain';
import { resetTileSettings, saveTileSettings } from '../tile-settings';
import { CompanyTileSettings } from './CompanyTileSettings';

/**
 * The map's settings: the company-wide tile server (administrators set it; it wins over every
 * device's own) and this device's tile server URL template; empty keeps the offline Natural Earth
 * basemap (which also shows wherever tiles fail to load).
 */
export function TileSettingsDialog({
  open,
  url,
  attribution,
  company,
  isAdmin,
  onClose,
}: {
  open: boolean;
  /** This device's own template and attribution. */
  url: string;
  attribution: string;
  company: MapSettings | undefined;
  isAdmin: boolean;
  onClose: (changed: boolean) => void;
}) {
  const [value, setValue] = useState(url);
  const [credit, setCredit] = useState(attribution);
  const problem = value.trim() === '' ? null : tileTemplateProblem(value.trim());
  const invalid = problem !== null;
  return (
    <Dialog open={open} onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>Map settings</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Alert severity="info">
          The map needs no tile server: land and sea are drawn from Natural Earth data shipped with Keel. If
          your company runs a tile server, enter its URL template here.
        </Alert>
        <CompanyTileSettings settings={company} isAdmin={isAdmin} onSaved={() => onClose(true)} />
        <Divider />
        <Typography variant="subtitle2">This device</Typography>
        <TextField
          label="Tile URL template"
          placeholder="https://tiles.example.com/{z}/{x}/{y}.png"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={invalid}
          helperText={
            invalid
              ? `Tile URL template ${problem}`
              : company?.tileUrlTemplate
                ? 'Used only when the company sets none'
                : 'Leave empty for the offline basemap'
          }
        />
        <TextField label="Attribution" value={credit} onChange={(e) => setCredit(e.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button
          onClick={() => {
            resetTileSettings();
            onClose(true);
          }}
        >
          Reset
        </Button>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button
          variant="contained"
          disabled={invalid}
          onClick={() => {
            saveTileSettings(value, credit);
            onClose(true);
          }}
        >
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
