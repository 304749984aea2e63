import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { CreateComment, RecordComment } from '@keel/domain';
import { errorMessage } from '../../lib/api-error';
import { formatDateTime, initials } from '../../lib/format';
import { notifyError, notifySuccess } from '../../lib/notify';
import { ConfirmDialog } from '../ConfirmDialog';
import { CommentComposer } from './CommentComposer';
import { useDeleteComment, useEditComment, type ActivityRecord } from './activity-api';
import { splitMentions } from './mention-text';

function CommentBody({ comment }: { comment: RecordComment }) {
  return (
    <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {splitMentions(comment.body, comment.mentions).map((part, i) =>
        part.mention ? (
          <Box key={i} component="span" sx={{ color: 'primary.main', fontWeight: 600 }}>
            {part.text}
          </Box>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </Typography>
  );
}

/** The comments of a record, oldest first; the author edits and deletes their own (deleting asks first). */
export function CommentList({
  record,
  comments,
  meId,
}: {
  record: ActivityRecord;
  comments: RecordComment[];
  meId: string | null;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<RecordComment | null>(null);
  const edit = useEditComment(record);
  const remove = useDeleteComment(record);

  const save = async (comment: RecordComment, body: CreateComment) => {
    try {
      await edit.mutateAsync({ comment, ...body });
      setEditing(null);
      return true;
    } catch {
      return false;
    }
  };

  if (comments.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No comments yet. Ask a question or leave a note for the people working on this record.
      </Typography>
    );
  return (
    <Box component="ol" aria-label="Comments" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
      {comments.map((c) => (
        <Box component="li" key={c.id} sx={{ display: 'flex', gap: 1.5, minWidth: 0 }}>
          <Avatar sx={{ width: 32, height: 32, fontSize: '0.8rem' }} aria-hidden>
            {initials(c.authorName)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="span">
                {c.authorName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(c.createdAt)}
                {c.editedAt ? ` · edited ${formatDateTime(c.editedAt)}` : ''}
              </Typography>
              {c.authorId === meId && editing !== c.id && (
                <Box sx={{ ml: 'auto', display: 'flex' }}>
                  <Tooltip title="Edit">
                    <IconButton size="small" aria-label="Edit comment" onClick={() => setEditing(c.id)}>
                      <EditOutlinedIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton size="small" aria-label="Delete comment" onClick={() => setDeleting(c)}>
                      <DeleteOutlineIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              )}
            </Box>
            {editing === c.id ? (
              <Box sx={{ mt: 1 }}>
                <CommentComposer
                  record={record}
                  initialText={c.body}
                  initialMentions={c.mentions}
                  submitText="Save"
                  busy={edit.isPending}
                  error={edit.isError ? errorMessage(edit.error) : null}
                  onSubmit={(body) => save(c, body)}
                  onCancel={() => {
                    edit.reset();
                    setEditing(null);
                  }}
                  autoFocus
                />
              </Box>
            ) : (
              <CommentBody comment={c} />
            )}
          </Box>
        </Box>
      ))}
      <ConfirmDialog
        open={deleting !== null}
        type="delete"
        title="Delete comment"
        message="Delete this comment? The audit trail keeps what it said."
        confirmText="Delete"
        cancelText="Cancel"
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting, {
            onSuccess: () => {
              setDeleting(null);
              notifySuccess('Comment deleted');
            },
            onError: (e) => notifyError(e),
          })
        }
      />
    </Box>
  );
}
