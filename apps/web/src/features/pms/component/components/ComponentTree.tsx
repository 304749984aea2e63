import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import { buildComponentTree, type ComponentTreeItem, type ComponentTreeNode } from '@keel/domain';

function Label({ node, matched }: { node: ComponentTreeItem; matched: boolean }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25, minWidth: 0 }}>
      {node.kind === 'category' && <FolderOutlinedIcon fontSize="small" color="action" aria-hidden />}
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', flexShrink: 0 }}>
        {node.code}
      </Typography>
      <Typography
        component="span"
        variant="body2"
        noWrap
        sx={{ fontWeight: matched ? 700 : undefined, minWidth: 0 }}
      >
        {node.name}
      </Typography>
      {node.critical && (
        <PriorityHighIcon fontSize="small" color="error" titleAccess="Critical" sx={{ flexShrink: 0 }} />
      )}
    </Box>
  );
}

/** The id of the stand-in child of a node whose children are not read yet (lazy levels). */
export const LOADING_SUFFIX = ':loading';

function renderNodes(nodes: ComponentTreeNode<ComponentTreeItem>[], matched: ReadonlySet<string>) {
  return nodes.map((n) => (
    <TreeItem key={n.id} itemId={n.id} label={<Label node={n} matched={matched.has(n.id)} />}>
      {n.children.length > 0 ? (
        renderNodes(n.children, matched)
      ) : (n.childCount ?? 0) > 0 ? (
        // Children not read yet: a stand-in so the node can be opened; opening it reads the level.
        <TreeItem
          itemId={`${n.id}${LOADING_SUFFIX}`}
          disabled
          label={
            <Typography variant="body2" color="text.secondary">
              Loading…
            </Typography>
          }
        />
      ) : null}
    </TreeItem>
  ));
}

/**
 * A ship's or catalogue's component tree (MUI X SimpleTreeView: arrow keys move, Enter selects, `*`
 * expands a level). Search hits are bold and their branches open. `nodes` may be only the levels read
 * so far: a node with `childCount` but no children read shows a "Loading…" child until they come.
 */
export function ComponentTree({
  nodes,
  matched,
  selectedId,
  onSelect,
  expanded,
  onExpandedChange,
  label,
}: {
  nodes: ComponentTreeItem[];
  matched: string[];
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  expanded: string[];
  onExpandedChange: (ids: string[]) => void;
  label: string;
}) {
  const tree = useMemo(() => buildComponentTree(nodes), [nodes]);
  const hits = useMemo(() => new Set(matched), [matched]);
  return (
    <SimpleTreeView
      aria-label={label}
      selectedItems={selectedId}
      onSelectedItemsChange={(_e, id) => onSelect(id && !id.endsWith(LOADING_SUFFIX) ? id : null)}
      expandedItems={expanded}
      onExpandedItemsChange={(_e, ids) => onExpandedChange(ids)}
      sx={{ overflowX: 'hidden' }}
    >
      {renderNodes(tree, hits)}
    </SimpleTreeView>
  );
}
