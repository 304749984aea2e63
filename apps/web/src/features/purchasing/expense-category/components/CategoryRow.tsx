import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlinedIcon from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import RestoreIcon from '@mui/icons-material/Restore';
import { EXPENSE_CATEGORY_LIMITS } from '@keel/domain';
import type { CategoryNode } from './category-tree-view';

/** What a row asks the page to do. */
export type RowAction = 'add' | 'edit' | 'move' | 'toggle-active' | 'delete';

/** Indent of one tree level, in pixels. */
export const LEVEL_INDENT = 28;

/** One category of the tree: expand toggle, code, name, budget count, state and its actions. */
export function CategoryRow({
  node,
  expanded,
  onToggle,
  onAction,
}: {
  node: CategoryNode;
  expanded: boolean;
  onToggle: () => void;
  onAction: (action: RowAction) => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const label = `${node.code} ${node.name}`;
  const hasChildren = node.children.length > 0;
  const pick = (action: RowAction) => {
    setMenu(null);
    onAction(action);
  };
  return (
    <Box
      role="treeitem"
      aria-label={label}
      aria-level={node.depth}
      aria-expanded={hasChildren ? expanded : undefined}
      sx={(t) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 44,
        pl: `${(node.depth - 1) * LEVEL_INDENT + 4}px`,
        pr: 1,
        borderBottom: 1,
        borderColor: 'divider',
        '&:hover': { bgcolor: alpha(t.palette.primary.main, 0.05) },
        opacity: node.active ? 1 : 0.6,
      })}
    >
      <IconButton
        size="small"
        onClick={onToggle}
        aria-label={expanded ? `Collapse ${label}` : `Expand ${label}`}
        sx={{ visibility: hasChildren ? 'visible' : 'hidden' }}
        tabIndex={hasChildren ? 0 : -1}
      >
        {expanded ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
      </IconButton>
      <Typography sx={{ fontFamily: 'monospace', fontWeight: 600, minWidth: 48 }}>{node.code}</Typography>
      <Typography sx={{ flex: 1, minWidth: 0, fontWeight: node.depth === 1 ? 600 : 400 }} noWrap>
        {node.name}
      </Typography>
      {!node.active && <Chip size="small" label="Inactive" variant="outlined" />}
      {node.budgetCount > 0 && (
        <Tooltip title="Budgets using this category">
          <Chip
            size="small"
            label={`${node.budgetCount} budget${node.budgetCount === 1 ? '' : 's'}`}
            sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
          />
        </Tooltip>
      )}
      <Tooltip title="Add sub-category">
        <span>
          <IconButton
            size="small"
            aria-label={`Add sub-category to ${label}`}
            onClick={() => onAction('add')}
            disabled={!node.active || node.depth >= EXPENSE_CATEGORY_LIMITS.depth}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Rename">
        <IconButton size="small" aria-label={`Edit ${label}`} onClick={() => onAction('edit')}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <IconButton
        size="small"
        aria-label={`More actions for ${label}`}
        onClick={(e) => setMenu(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
        <MenuItem onClick={() => pick('move')}>
          <ListItemIcon>
            <DriveFileMoveOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Move…
        </MenuItem>
        <MenuItem onClick={() => pick('toggle-active')}>
          <ListItemIcon>
            {node.active ? <BlockOutlinedIcon fontSize="small" /> : <RestoreIcon fontSize="small" />}
          </ListItemIcon>
          {node.active ? 'Deactivate' : 'Activate'}
        </MenuItem>
        <MenuItem onClick={() => pick('delete')} disabled={node.budgetCount > 0 || hasChildren}>
          <ListItemIcon>
            <DeleteOutlineIcon fontSize="small" />
          </ListItemIcon>
          Delete
        </MenuItem>
      </Menu>
    </Box>
  );
}
