import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import type { InvoiceGroup } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatAmount } from './invoice-format';
import { newKey, type DraftGroup, type DraftLine } from './invoice-draft';

/**
 * One group of the editor: its title and lines. A source line's amount and currency come from the
 * source (read-only); a free line's are typed. Rate empty = the dated rate of the invoice date. `priced`
 * is the group as the server last priced it (converted amounts and rates), shown beside each line.
 */
export function InvoiceGroupEditor({
  group,
  index,
  invoiceCurrency,
  priced,
  errors,
  onChange,
  onRemove,
  onPickSources,
}: {
  group: DraftGroup;
  index: number;
  invoiceCurrency: string;
  priced: InvoiceGroup | undefined;
  errors: Record<string, string>;
  onChange: (group: DraftGroup) => void;
  onRemove: () => void;
  onPickSources: () => void;
}) {
  const setLine = (key: string, patch: Partial<DraftLine>) =>
    onChange({ ...group, lines: group.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)) });
  const err = (i: number, field: string) => errors[`groups.${index}.lines.${i}.${field}`];
  return (
    <Card title={`Group ${index + 1}`} showOwner={false}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 2 }}>
        <TextField
          label="Group title"
          size="small"
          value={group.title}
          onChange={(e) => onChange({ ...group, title: e.target.value })}
          error={Boolean(errors[`groups.${index}.title`])}
          helperText={errors[`groups.${index}.title`]}
          sx={{ flex: 1 }}
        />
        <IconButton aria-label={`Remove group ${index + 1}`} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </Box>
      {group.lines.length === 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          No lines yet: add rebillable costs or a free line.
        </Typography>
      )}
      {group.lines.map((line, i) => {
        const p = priced?.lines[i];
        const fromSource = line.sourceType !== 'free';
        return (
          <Box
            key={line.key}
            sx={{
              display: 'grid',
              gap: 1,
              mb: 1.5,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(0, 3fr) 1fr 80px 1fr 90px auto' },
            }}
          >
            <TextField
              label="Title"
              size="small"
              value={line.title}
              onChange={(e) => setLine(line.key, { title: e.target.value })}
              error={Boolean(err(i, 'title'))}
              helperText={
                err(i, 'title') ??
                (fromSource ? (line.sourceType === 'expense' ? 'Expense' : 'Bill line') : ' ')
              }
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
            <TextField
              label="Amount"
              size="small"
              value={line.amount}
              disabled={fromSource}
              onChange={(e) => setLine(line.key, { amount: e.target.value.trim() })}
              error={Boolean(err(i, 'amount'))}
              helperText={err(i, 'amount') ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Cur."
              size="small"
              value={line.currency}
              disabled={fromSource}
              onChange={(e) => setLine(line.key, { currency: e.target.value.trim().toUpperCase() })}
              error={Boolean(err(i, 'currency'))}
              helperText={err(i, 'currency') ?? ' '}
            />
            <TextField
              label={`Rate to ${invoiceCurrency}`}
              size="small"
              placeholder="dated rate"
              value={line.exchangeRate}
              onChange={(e) => setLine(line.key, { exchangeRate: e.target.value.trim() })}
              error={Boolean(err(i, 'exchangeRate'))}
              helperText={
                err(i, 'exchangeRate') ??
                (p && line.currency !== invoiceCurrency ? `${p.exchangeRate} (${p.rateDate})` : ' ')
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              label="Markup %"
              size="small"
              value={line.markupPercent}
              onChange={(e) => setLine(line.key, { markupPercent: e.target.value.trim() })}
              error={Boolean(err(i, 'markupPercent'))}
              helperText={
                err(i, 'markupPercent') ?? (p ? `${formatAmount(p.lineTotal, invoiceCurrency)}` : ' ')
              }
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <IconButton
              aria-label={`Remove line ${line.title}`}
              onClick={() => onChange({ ...group, lines: group.lines.filter((l) => l.key !== line.key) })}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        );
      })}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button startIcon={<PlaylistAddIcon />} onClick={onPickSources}>
          Add rebillable costs
        </Button>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            onChange({
              ...group,
              lines: [
                ...group.lines,
                {
                  key: newKey(),
                  sourceType: 'free',
                  sourceId: null,
                  title: '',
                  amount: '',
                  currency: invoiceCurrency,
                  exchangeRate: '',
                  markupPercent: '0',
                },
              ],
            })
          }
        >
          Add free line
        </Button>
        {priced && (
          <Typography sx={{ ml: 'auto', fontFamily: 'monospace' }} data-testid={`group-subtotal-${index}`}>
            Subtotal {formatAmount(priced.subtotal, invoiceCurrency)} {invoiceCurrency}
          </Typography>
        )}
      </Box>
    </Card>
  );
}
