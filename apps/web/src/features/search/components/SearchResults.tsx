import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import DirectionsBoatOutlinedIcon from '@mui/icons-material/DirectionsBoatOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import type { SearchGroup, SearchKind, SearchResult } from '@keel/domain';

const ICONS: Record<SearchKind, typeof AssignmentOutlinedIcon> = {
  ship: DirectionsBoatOutlinedIcon,
  requisition: AssignmentOutlinedIcon,
  purchase_order: ReceiptLongOutlinedIcon,
  vendor: StorefrontOutlinedIcon,
  certificate: VerifiedOutlinedIcon,
  user: PersonOutlineIcon,
};

/**
 * The results of the search dialog, a group per kind, as one listbox: option `n` has the id
 * `${id}-${n}` (the field's `aria-activedescendant`), counted across the groups.
 */
export function SearchResults({
  id,
  groups,
  active,
  onHover,
  onOpen,
}: {
  id: string;
  groups: SearchGroup[];
  active: number;
  onHover: (index: number) => void;
  onOpen: (item: SearchResult) => void;
}) {
  const starts = groups.map((_, g) => groups.slice(0, g).reduce((sum, x) => sum + x.items.length, 0));
  return (
    <List component="div" id={id} role="listbox" aria-label="Search results" dense disablePadding>
      {groups.map((group, g) => (
        <List
          key={group.kind}
          component="div"
          role="group"
          aria-labelledby={`${id}-${group.kind}`}
          disablePadding
        >
          <ListSubheader
            component="div"
            id={`${id}-${group.kind}`}
            sx={{ lineHeight: '32px', bgcolor: 'background.paper' }}
          >
            {group.label}
          </ListSubheader>
          {group.items.map((item, i) => {
            const n = starts[g]! + i;
            const Icon = ICONS[item.kind];
            return (
              <ListItemButton
                key={item.id}
                id={`${id}-${n}`}
                role="option"
                aria-selected={n === active}
                selected={n === active}
                tabIndex={-1}
                onMouseMove={() => n !== active && onHover(n)}
                onClick={() => onOpen(item)}
                sx={{ borderRadius: 1 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={item.title}
                  secondary={item.subtitle || undefined}
                  slotProps={{
                    primary: { noWrap: true },
                    secondary: { noWrap: true, color: 'text.secondary' },
                  }}
                />
              </ListItemButton>
            );
          })}
        </List>
      ))}
    </List>
  );
}
