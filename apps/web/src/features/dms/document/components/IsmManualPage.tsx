import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import ListIcon from '@mui/icons-material/FormatListBulleted';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import { can, type DmsTreeNode } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { Card } from '../../../../components/Card';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { PageHeader } from '../../../../components/PageHeader';
import { PendingWritesNotice } from '../../../../app/outbox/PendingWritesNotice';
import { errorMessage } from '../../../../lib/api-error';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { ACK_WRITE } from '../../api/acknowledgements';
import { useDmsTree } from '../../api/get-tree';
import { ancestorsOf, buildTree, filterTree } from '../../shared/dms-tree';
import { useDebounced } from '../../../../lib/use-debounced';
import { DocumentPane } from './DocumentPane';
import { DocumentTree } from './DocumentTree';
import { TreeOrderBar } from './TreeOrderBar';
import { useTreeOrder } from './use-tree-order';

// The manual's edit buttons and their dialogs are office code: loaded only for a user who manages documents.
const ManualEditButtons = lazy(() =>
  import('./ManualEditButtons').then((m) => ({ default: m.ManualEditButtons })),
);
import { SearchResults } from './SearchResults';

/**
 * `/dms/ism`: the ISM manual. The contents tree (filtered as you type) beside the chosen document;
 * the same box searches the documents' text on the server (ranked, matches highlighted). Office users
 * manage revisions, distribution and acknowledgements; a ship user reads his ship's effective
 * documents and acknowledges them (offline too). Under 900 px the tree folds away once a document is open.
 */
export function IsmManualPage() {
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('doc');
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text, 350);
  const tree = useDmsTree();
  const access = useAccess();
  const ships = useQuery(myShipsQuery());
  const narrow = useMediaQuery((t: Theme) => t.breakpoints.down('md'));
  const [treeOpenNarrow, setTreeOpenNarrow] = useState(!selectedId);
  const [opened, setOpened] = useState<string[] | null>(null);
  const [shipChoice, setShipChoice] = useState<string | null>(params.get('ship'));

  const rows = useMemo(() => tree.data ?? [], [tree.data]);
  const built = useMemo(() => buildTree(rows), [rows]);
  const filtered = useMemo(() => filterTree(built, q), [built, q]);
  const chapters = useMemo(() => rows.filter((r) => r.kind === 'chapter').map((r) => r.id), [rows]);
  // The server's rule (docs/dms.md): office DMS users hold manage_ or approve_documents; everyone else
  // reads the effective documents of his ships and acknowledges them.
  const shipMode = !can(access, ['manage_documents', 'approve_documents'], { mode: 'or' });
  // `?ship=` (a "My work" or notification link) chooses the ship when it is one of the user's.
  const shipId =
    (shipChoice && ships.data?.some((s) => s.id === shipChoice) ? shipChoice : null) ??
    ships.data?.[0]?.id ??
    null;
  const toRead = shipMode ? rows.filter((r) => r.acknowledgedByMe === false).length : 0;
  // Ordering the manual (manage_documents): the focused item, else the open document; not while filtered.
  const manages = !shipMode && can(access, ['manage_documents']);
  const order = useTreeOrder(rows);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const canOrder = manages && !q.trim() && rows.length > 0;
  const orderTarget = rows.find((r) => r.id === (focusedId ?? selectedId)) ?? null;

  // Open every chapter at first (a manual is short at the top level); the search opens down to its hits.
  const expanded = q.trim()
    ? filtered.expanded
    : (opened ?? [...chapters, ...(selectedId ? ancestorsOf(rows, selectedId) : [])]);

  const select = (node: DmsTreeNode) => {
    if (node.kind === 'chapter') return;
    setParams(
      (p) => {
        p.set('doc', node.id);
        return p;
      },
      { replace: false },
    );
    if (narrow) setTreeOpenNarrow(false);
  };
  const openDocument = (documentId: string) => {
    setParams((p) => {
      p.set('doc', documentId);
      return p;
    });
    setOpened((o) => [...new Set([...(o ?? chapters), ...ancestorsOf(rows, documentId)])]);
    if (narrow) setTreeOpenNarrow(false);
  };
  const showTree = !narrow || treeOpenNarrow;

  return (
    <>
      <PageHeader
        title="ISM manual"
        subtitle={
          shipMode
            ? `The effective documents of your ship${toRead ? ` · ${toRead} to read and acknowledge` : ''}.`
            : 'Controlled documents of the safety management system: one effective revision each, reviewed, distributed and acknowledged.'
        }
        actions={
          shipMode && (ships.data?.length ?? 0) > 1 ? (
            <TextField
              select
              size="small"
              label="Ship"
              value={shipId ?? ''}
              onChange={(e) => setShipChoice(e.target.value)}
              sx={{ minWidth: 180 }}
            >
              {ships.data!.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          ) : manages ? (
            <Suspense fallback={null}>
              <ManualEditButtons rows={rows} selectedId={selectedId} onOpenDocument={openDocument} />
            </Suspense>
          ) : undefined
        }
      />
      <PendingWritesNotice kind={ACK_WRITE} noun={['acknowledgement', 'acknowledgements']} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(300px, 2fr) minmax(0, 3fr)' },
        }}
      >
        <Card
          title="Contents"
          showOwner={false}
          icon={<MenuBookOutlinedIcon />}
          action={
            narrow ? (
              <Button
                size="small"
                startIcon={<ListIcon />}
                onClick={() => setTreeOpenNarrow((o) => !o)}
                aria-expanded={treeOpenNarrow}
                aria-controls="dms-contents"
              >
                {treeOpenNarrow ? 'Hide' : 'Show'}
              </Button>
            ) : undefined
          }
        >
          <Collapse in={showTree} id="dms-contents">
            <TextField
              size="small"
              fullWidth
              type="search"
              placeholder="Search titles and text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') setText('');
              }}
              slotProps={{
                htmlInput: { 'aria-label': 'Search the ISM manual' },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon fontSize="small" />
                    </InputAdornment>
                  ),
                },
              }}
              sx={{ mb: 1.5 }}
            />
            {tree.isPending ? (
              <LoadingWheel label="Loading the ISM manual" />
            ) : tree.isError ? (
              <Box role="alert">
                <Typography color="error" variant="body2">
                  {errorMessage(tree.error)}
                </Typography>
                <Button size="small" onClick={() => void tree.refetch()}>
                  Retry
                </Button>
              </Box>
            ) : rows.length === 0 ? (
              <Typography color="text.secondary" variant="body2">
                {shipMode ? 'No document is in force for your ship yet.' : 'The manual has no chapters yet.'}
              </Typography>
            ) : (
              <>
                {q.trim() && filtered.nodes.length === 0 && (
                  <Typography color="text.secondary" variant="body2" sx={{ mb: 1 }}>
                    No title or number matches “{q.trim()}”.
                  </Typography>
                )}
                {canOrder && <TreeOrderBar rows={rows} target={orderTarget} order={order} />}
                <Box sx={{ maxHeight: { md: '60vh' }, overflowY: 'auto', mx: -1 }}>
                  <DocumentTree
                    nodes={filtered.nodes}
                    matched={filtered.matched}
                    selectedId={selectedId}
                    onSelect={select}
                    expanded={expanded}
                    onExpandedChange={setOpened}
                    shipMode={shipMode}
                    onItemFocus={setFocusedId}
                    onMove={canOrder ? order.move : undefined}
                  />
                </Box>
              </>
            )}
            {q.trim().length >= 2 && (
              <Box sx={{ mt: 2, borderTop: 1, borderColor: 'divider', pt: 1 }}>
                <SearchResults q={q} onOpen={openDocument} />
              </Box>
            )}
          </Collapse>
        </Card>
        <Box sx={{ minWidth: 0 }}>
          {selectedId ? (
            <DocumentPane
              key={selectedId}
              documentId={selectedId}
              node={rows.find((r) => r.id === selectedId) ?? null}
              shipMode={shipMode}
              shipId={shipId}
            />
          ) : (
            <Card title="No document chosen" showOwner={false}>
              <Typography color="text.secondary">
                Choose a document in the contents{narrow ? ' above' : ''}, or search for a word in the
                documents&apos; text.
              </Typography>
            </Card>
          )}
        </Box>
      </Box>
    </>
  );
}
