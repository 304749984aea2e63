import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import type { Revision } from '@keel/domain';
import { Card } from '../../../../components/Card';
import { ShareLinkButton } from '../../../../components/share-link/ShareLinkButton';
import { LoadingWheel } from '../../../../components/LoadingWheel';
import { errorMessage } from '../../../../lib/api-error';
import { formatBytes } from '../../shared/format-bytes';
import { fetchRevisionFile } from '../../api/revision-file';
import { RevisionStateChip } from './RevisionStateChip';

const PDF = 'application/pdf';

/**
 * The chosen revision's file: a PDF is shown in the page (an <iframe> of a blob URL fetched with the
 * session's headers, as receipts are), Word and Excel files are downloaded. A ship keeps the effective
 * file on the device and reads it from there with no connection.
 */
export function RevisionFileCard({
  revision,
  documentNumber,
  keepOffline,
}: {
  revision: Revision;
  documentNumber: string;
  keepOffline: boolean;
}) {
  const isPdf = revision.contentType === PDF;
  const [url, setUrl] = useState<string | null>(null);
  const [fromDevice, setFromDevice] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!isPdf) return;
    let made: string | null = null;
    let live = true;
    fetchRevisionFile(revision.id, { keepOffline: keepOffline && revision.state === 'EFFECTIVE' })
      .then((file) => {
        if (!live) return;
        made = URL.createObjectURL(new Blob([file.blob], { type: PDF }));
        setUrl(made);
        setFromDevice(Boolean(file.fromDevice));
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [revision.id, revision.sha256, revision.state, isPdf, keepOffline, attempt]);

  const download = async () => {
    try {
      const file = await fetchRevisionFile(revision.id, { download: true, keepOffline: false });
      const href = URL.createObjectURL(file.blob);
      const a = document.createElement('a');
      a.href = href;
      a.download = file.fileName ?? revision.fileName;
      document.body.appendChild(a);
      a.click();
      a.remove();
      window.setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <Card
      title={`Revision ${revision.revision}`}
      showOwner={false}
      icon={<PictureAsPdfOutlinedIcon />}
      action={<RevisionStateChip state={revision.state} />}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, wordBreak: 'break-all', flex: '1 1 200px' }}>
          {revision.fileName}
          <Typography component="span" variant="body2" color="text.secondary">
            {' '}
            · {formatBytes(revision.size)}
          </Typography>
        </Typography>
        {fromDevice && <Chip size="small" color="info" label="Copy kept on this device" />}
        <Button size="small" startIcon={<DownloadOutlinedIcon />} onClick={() => void download()}>
          Download
        </Button>
        {url && (
          <Button size="small" startIcon={<OpenInNewIcon />} href={url} target="_blank" rel="noopener">
            Open
          </Button>
        )}
        <ShareLinkButton kind="dms-revision" recordId={revision.id} fileName={revision.fileName} />
      </Box>
      {!isPdf ? (
        <Typography color="text.secondary" variant="body2">
          This file is not a PDF: download it to read it in Word or Excel.
        </Typography>
      ) : error ? (
        <Box role="alert">
          <Typography color="error" variant="body2">
            {error}
          </Typography>
          <Button
            size="small"
            onClick={() => {
              setError(null);
              setAttempt((a) => a + 1);
            }}
          >
            Retry
          </Button>
        </Box>
      ) : !url ? (
        <LoadingWheel label="Loading the file" />
      ) : (
        <Box
          component="iframe"
          title={`${documentNumber} revision ${revision.revision}`}
          src={url}
          sx={{
            width: '100%',
            height: { xs: '60vh', md: '75vh' },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.default',
          }}
        />
      )}
    </Card>
  );
}
