import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import type { User } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { formatDateTime } from '../../../../lib/format';

/** When the user was created, changed and last logged in. */
export function UserFactsCard({ user }: { user: User }) {
  const facts = [
    ['Last login', user.lastLoginAt ? formatDateTime(user.lastLoginAt) : 'Never'],
    ['Created', formatDateTime(user.createdAt)],
    ['Last changed', formatDateTime(user.updatedAt)],
  ];
  return (
    <Card type="secondary" title="Activity" showOwner={false} icon={<EventNoteOutlinedIcon />}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', rowGap: 1, columnGap: 3 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Card>
  );
}
