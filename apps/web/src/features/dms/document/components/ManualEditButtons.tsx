import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { DmsTreeNode } from '@keel/domain';
import { ChapterDialog } from './ChapterDialog';
import { DocumentDialog } from './DocumentDialog';

/**
 * The ISM manual's header buttons for a user who manages documents: New chapter, Rename chapter, New
 * document (in the chapter of the document open, if any). A new document opens once created.
 */
export function ManualEditButtons({
  rows,
  selectedId,
  onOpenDocument,
}: {
  rows: readonly DmsTreeNode[];
  selectedId: string | null;
  onOpenDocument: (id: string) => void;
}) {
  const [open, setOpen] = useState<'chapter' | 'rename' | 'document' | null>(null);
  const chapters = rows
    .filter((r) => r.kind === 'chapter')
    .sort((a, b) => a.number.localeCompare(b.number, undefined, { numeric: true }));
  const selected = rows.find((r) => r.id === selectedId);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen('chapter')}>
        New chapter
      </Button>
      <Button
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
        onClick={() => setOpen('rename')}
        disabled={chapters.length === 0}
      >
        Rename chapter
      </Button>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={() => setOpen('document')}
        disabled={chapters.length === 0}
      >
        New document
      </Button>
      <ChapterDialog
        open={open === 'chapter' || open === 'rename'}
        rename={open === 'rename'}
        onClose={() => setOpen(null)}
        chapters={chapters}
      />
      {open === 'document' && (
        <DocumentDialog
          open
          onClose={() => setOpen(null)}
          document={null}
          defaultChapterId={selected?.kind === 'document' ? (selected.parentId ?? '') : ''}
          onCreated={onOpenDocument}
        />
      )}
    </Stack>
  );
}
