import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMMENT_MAX_LENGTH, type CreateComment, type Mention } from '@keel/domain';
import { useMentionable, type ActivityRecord } from './activity-api';
import { activeMention, insertMention, mentionsIn } from './mention-text';

/** Props of {@link CommentComposer}. */
export interface CommentComposerProps {
  record: ActivityRecord;
  initialText?: string;
  initialMentions?: Mention[];
  submitText: string;
  busy: boolean;
  /** Resolves true when saved: the composer then empties. */
  onSubmit: (body: CreateComment) => Promise<boolean>;
  onCancel?: () => void;
  /** The server's message for the comment (e.g. a refused mention). */
  error?: string | null;
  autoFocus?: boolean;
}

/**
 * A comment box with `@` mentions: typing `@` and a few letters lists the users who can open the
 * record (arrow keys and Enter or a click pick one, Esc closes the list); the picked users still
 * named in the text are sent as `mentionIds`.
 */
export function CommentComposer({
  record,
  initialText = '',
  initialMentions = [],
  submitText,
  busy,
  onSubmit,
  onCancel,
  error,
  autoFocus,
}: CommentComposerProps) {
  const [text, setText] = useState(initialText);
  const [picked, setPicked] = useState<Mention[]>(initialMentions);
  const [active, setActive] = useState<{ start: number; query: string } | null>(null);
  const [highlight, setHighlight] = useState(0);
  const input = useRef<HTMLTextAreaElement | null>(null);
  const listId = useId();
  const users = useMentionable(record, active ? active.query : null);
  const options = active ? (users.data?.data ?? []) : [];
  const open = active !== null && (options.length > 0 || users.isFetching);

  const track = (value: string, caret: number) => {
    const next = activeMention(value, caret);
    setActive(next);
    if (next?.query !== active?.query) setHighlight(0);
  };

  const pick = (user: Mention) => {
    if (!active) return;
    const caret = input.current?.selectionStart ?? text.length;
    const next = insertMention(text, active.start, caret, user.name);
    setText(next.text);
    setPicked((p) => [...p, user]);
    setActive(null);
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    const body = text.trim();
    if (!body) return;
    const saved = await onSubmit({ body, mentionIds: mentionsIn(body, picked).map((m) => m.id) });
    if (saved) {
      setText('');
      setPicked([]);
    }
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (open && options.length > 0) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        const step = e.key === 'ArrowDown' ? 1 : -1;
        setHighlight((h) => (h + step + options.length) % options.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        pick(options[Math.min(highlight, options.length - 1)]!);
        return;
      }
    }
    if (e.key === 'Escape' && active) {
      e.preventDefault();
      e.stopPropagation();
      setActive(null);
      return;
    }
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void submit();
    }
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ position: 'relative' }}>
        <TextField
          label={submitText === 'Save' ? 'Edit comment' : 'Add a comment'}
          placeholder="Write a comment; type @ to mention someone"
          multiline
          minRows={2}
          maxRows={8}
          fullWidth
          autoFocus={autoFocus}
          value={text}
          error={Boolean(error)}
          helperText={error ?? 'Ctrl+Enter sends. Only people who can open this record can be mentioned.'}
          inputRef={input}
          onChange={(e) => {
            setText(e.target.value);
            track(e.target.value, e.target.selectionStart ?? e.target.value.length);
          }}
          onKeyDown={onKeyDown}
          onClick={(e) => {
            const el = e.target as HTMLTextAreaElement;
            track(el.value, el.selectionStart ?? el.value.length);
          }}
          onBlur={() => window.setTimeout(() => setActive(null), 150)}
          slotProps={{
            htmlInput: {
              maxLength: COMMENT_MAX_LENGTH,
              role: 'combobox',
              'aria-autocomplete': 'list',
              'aria-expanded': open,
              'aria-controls': open ? listId : undefined,
              'aria-activedescendant': open && options.length > 0 ? optionId(highlight) : undefined,
            },
          }}
        />
        {open && (
          <Paper
            elevation={8}
            sx={{ position: 'absolute', left: 0, right: 0, top: '100%', mt: -2.5, zIndex: 10, maxWidth: 360 }}
          >
            {options.length === 0 ? (
              <Box sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}>
                <CircularProgress size={16} />
                <Typography variant="body2">Looking for people…</Typography>
              </Box>
            ) : (
              <List id={listId} role="listbox" aria-label="People to mention" dense disablePadding>
                {options.map((user, i) => (
                  <ListItemButton
                    key={user.id}
                    id={optionId(i)}
                    role="option"
                    aria-selected={i === highlight}
                    selected={i === highlight}
                    onMouseDown={(e) => e.preventDefault()}
                    onClick={() => pick(user)}
                  >
                    {user.name}
                  </ListItemButton>
                ))}
              </List>
            )}
          </Paper>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        {onCancel && (
          <Button onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={busy || !text.trim()}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitText}
        </Button>
      </Box>
    </Box>
  );
}
