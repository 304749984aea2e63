import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/api-error';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { useDmsSearch } from '../../api/search';
import { Headline } from '../../shared/Headline';
import { RevisionStateChip } from './RevisionStateChip';

const PAGE = 10;

/** Full-text hits for `q` (titles and document text), ranked, with the matched words highlighted. */
export function SearchResults({ q, onOpen }: { q: string; onOpen: (documentId: string) => void }) {
  const [limit, setLimit] = useState(PAGE);
  const search = useDmsSearch(q, 0, limit);
  if (q.trim().length < 2) return null;
  if (search.isPending) return <LoadingWheel label="Searching the documents" />;
  if (search.isError)
    return (
      <Typography color="error" role="alert" variant="body2">
        {errorMessage(search.error)}
      </Typography>
    );
  const { data, page } = search.data;
  return (
    <Box aria-label="Found in the documents' text" role="region">
      <Typography variant="overline" color="text.secondary">
        Found in the text · {page.total}
        {page.totalCapped ? '+' : ''} {page.total === 1 && !page.totalCapped ? 'document' : 'documents'}
      </Typography>
      {page.totalCapped && (
        <Typography variant="body2" color="text.secondary">
          The best of the first {page.total} found: add a word or a "phrase" to narrow the search.
        </Typography>
      )}
      {data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No document mentions “{q.trim()}”.
        </Typography>
      ) : (
        <List dense disablePadding>
          {data.map((hit) => (
            <ListItemButton
              key={hit.revisionId}
              onClick={() => onOpen(hit.documentId)}
              sx={{ display: 'block', borderRadius: 1, px: 1 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {hit.number}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {hit.title}
                </Typography>
                {hit.state !== 'EFFECTIVE' && <RevisionStateChip state={hit.state} />}
              </Box>
              <Typography variant="body2" color="text.secondary" data-testid="search-headline">
                <Headline headline={hit.headline} />
              </Typography>
            </ListItemButton>
          ))}
        </List>
      )}
      {page.total > data.length && (
        <Button size="small" onClick={() => setLimit((l) => l + PAGE)} loading={search.isFetching}>
          Show more
        </Button>
      )}
    </Box>
  );
}
