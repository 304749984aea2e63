import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime } from '../../lib/format';
import { LoadingWheel } from '../LoadingWheel';
import { useActivityTimeline, type ActivityRecord } from './activity-api';

const PAGE = 20;

/** What happened to the record, in words, newest first; older entries load on demand. */
export function ActivityTimeline({ record }: { record: ActivityRecord }) {
  const [limit, setLimit] = useState(PAGE);
  const timeline = useActivityTimeline(record, limit);
  if (timeline.isPending) return <LoadingWheel />;
  if (timeline.isError)
    return (
      <Typography color="error" role="alert">
        {errorMessage(timeline.error)}
      </Typography>
    );
  const { data, page } = timeline.data;
  if (data.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        Nothing has happened to this record yet.
      </Typography>
    );
  return (
    <Box>
      <Box component="ol" aria-label="History" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((entry) => (
          <Box
            component="li"
            key={entry.id}
            sx={{
              position: 'relative',
              pl: 2.5,
              pb: 1.75,
              borderLeft: 2,
              borderColor: 'divider',
              ml: 0.75,
              '&:last-of-type': { pb: 0 },
              '&::before': {
                content: '""',
                position: 'absolute',
                left: -6,
                top: 4,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: 'primary.main',
              },
            }}
          >
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              <strong>{entry.actorName}</strong>
              {entry.text.slice(entry.actorName.length)}
            </Typography>
            {entry.note && !entry.text.includes(entry.note) && (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ whiteSpace: 'pre-wrap', borderLeft: 3, borderColor: 'divider', pl: 1, my: 0.5 }}
              >
                {entry.note}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(entry.at)}
            </Typography>
          </Box>
        ))}
      </Box>
      {page.total > data.length && (
        <Button
          size="small"
          sx={{ mt: 1 }}
          onClick={() => setLimit((l) => l + PAGE)}
          disabled={timeline.isFetching}
        >
          Show older ({page.total - data.length} more)
        </Button>
      )}
    </Box>
  );
}
