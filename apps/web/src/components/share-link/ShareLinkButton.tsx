import { lazy, Suspense, useState, type SyntheticEvent } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';

const ShareLinkDialog = lazy(() => import('./ShareLinkDialog').then((m) => ({ default: m.ShareLinkDialog })));

const stop = (event: SyntheticEvent) => event.stopPropagation();

export interface ShareLinkButtonProps {
  /** The kind of file (`certificate-file`, `expense-receipt`, `dms-revision`, …: the server's registry). */
  kind: string;
  /** The file within its kind (see docs/files-and-shared-links.md for each kind's id). */
  recordId: string;
  fileName: string;
  /** An icon button (rows, tight headers) or a labelled outlined button. */
  variant?: 'icon' | 'button';
}

/**
 * "Share a link" for a stored file: opens the dialog that makes an expiring, revocable download link
 * (the server checks that the user may read the file). The dialog's code loads on the first click.
 */
export function ShareLinkButton({ kind, recordId, fileName, variant = 'icon' }: ShareLinkButtonProps) {
  const [open, setOpen] = useState(false);
  const label = `Share a link to ${fileName}`;
  return (
    <>
      {variant === 'icon' ? (
        <Tooltip title="Share a link">
          <IconButton
            size="small"
            aria-label={label}
            onClick={(e) => {
              e.stopPropagation();
              setOpen(true);
            }}
          >
            <ShareOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          variant="outlined"
          startIcon={<ShareOutlinedIcon />}
          aria-label={label}
          onClick={() => setOpen(true)}
        >
          Share link
        </Button>
      )}
      {open && (
        // React events bubble through portals along the component tree: without this, the dialog's
        // submit would also submit a form around the button (e.g. the certificate dialog) and its
        // clicks would reach a clickable row.
        <span onSubmit={stop} onClick={stop} onKeyDown={stop}>
          <Suspense fallback={null}>
            <ShareLinkDialog
              kind={kind}
              recordId={recordId}
              fileName={fileName}
              onClose={() => setOpen(false)}
            />
          </Suspense>
        </span>
      )}
    </>
  );
}
