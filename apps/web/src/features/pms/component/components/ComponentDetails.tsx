import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Component } from '@keel/domain';

const FACTS: [keyof Component, string][] = [
  ['maker', 'Maker'],
  ['model', 'Model'],
  ['serial', 'Serial number'],
];

/** What the user can do with the selected node (buttons shown only with `component_management`). */
export type ComponentAction = 'create' | 'edit' | 'move' | 'copy' | 'duplicate' | 'delete';

/** The selected component's facts and its actions. */
export function ComponentDetails({
  node,
  canChange,
  onAction,
}: {
  node: Component;
  canChange: boolean;
  onAction: (action: ComponentAction) => void;
}) {
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ mr: 1 }}>
          {node.code} {node.name}
        </Typography>
        <Chip size="small" label={node.kind === 'category' ? 'Category' : 'Component'} />
        {node.critical && <Chip size="small" color="error" label="Critical" />}
        {node.sourceTemplateId && <Chip size="small" variant="outlined" label="From catalogue" />}
      </Box>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {FACTS.map(([key, label]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {(node[key] as string | null) ?? '—'}
            </Typography>
          </Box>
        ))}
      </Box>
      {node.notes && (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {node.notes}
        </Typography>
      )}
      {canChange && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
          <Button size="small" variant="outlined" onClick={() => onAction('edit')}>
            Edit
          </Button>
          <Button size="small" variant="outlined" onClick={() => onAction('create')}>
            Add under
          </Button>
          <Button size="small" variant="outlined" onClick={() => onAction('move')}>
            Move
          </Button>
          <Button size="small" variant="outlined" onClick={() => onAction('copy')}>
            Copy
          </Button>
          <Button size="small" variant="outlined" onClick={() => onAction('duplicate')}>
            Duplicate
          </Button>
          <Button size="small" variant="outlined" color="error" onClick={() => onAction('delete')}>
            Delete
          </Button>
        </Box>
      )}
    </Box>
  );
}
