import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import type { DmsTreeNode, ManualMoveDirection } from '@keel/domain';
import { canMoveInTree } from '../../shared/dms-tree';
import type { TreeOrder } from './use-tree-order';

/**
 * Move up / Move down for the chapter or document focused in the contents (or the open document), for
 * a user who manages documents; Alt+↑ / Alt+↓ on a tree item does the same. Says what moved (a live
 * region) and why a move failed.
 */
export function TreeOrderBar({
  rows,
  target,
  order,
}: {
  rows: readonly DmsTreeNode[];
  target: DmsTreeNode | null;
  order: TreeOrder;
}) {
  const button = (direction: ManualMoveDirection) => {
    const label = target ? `Move ${target.number} ${direction}` : `Move ${direction}`;
    const Icon = direction === 'up' ? ArrowUpwardIcon : ArrowDownwardIcon;
    return (
      <Tooltip title={`${label} (Alt+${direction === 'up' ? '↑' : '↓'})`}>
        <span>
          <IconButton
            size="small"
            aria-label={label}
            aria-keyshortcuts={direction === 'up' ? 'Alt+ArrowUp' : 'Alt+ArrowDown'}
            disabled={!target || order.pending || !canMoveInTree(rows, target.id, direction)}
            onClick={() => target && order.move(target.id, direction)}
          >
            <Icon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    );
  };
  return (
    <Box sx={{ mb: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {target ? `Order: ${target.number} ${target.title}` : 'Order: focus a chapter or document'}
        </Typography>
        {button('up')}
        {button('down')}
      </Box>
      <Typography role="status" variant="caption" sx={visuallyHidden}>
        {order.status}
      </Typography>
      {order.error && (
        <Alert severity="warning" onClose={order.clearError} sx={{ mt: 1 }}>
          {order.error}
        </Alert>
      )}
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
