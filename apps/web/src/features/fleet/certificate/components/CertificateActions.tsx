import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import type { CertificateView } from '@keel/domain';
import { notifyError } from '../../../../lib/notify';
import { useDownloadCertificateFile } from '../api/download-certificate-file';

/** What a certificate row offers. */
export type CertificateAction = 'edit' | 'renew' | 'supersede' | 'attach';

/** Downloads the scan of a certificate. */
export function DownloadScanButton({ certificate }: { certificate: CertificateView }) {
  const download = useDownloadCertificateFile();
  if (!certificate.file) return null;
  return (
    <Tooltip title={`Download ${certificate.file.name}`}>
      <IconButton
        size="small"
        aria-label={`Download scan of ${certificate.number}`}
        loading={download.isPending}
        onClick={(e) => {
          e.stopPropagation();
          download.mutate(
            { id: certificate.id, fallbackName: certificate.file?.name ?? 'certificate' },
            { onError: (error) => notifyError(error) },
          );
        }}
      >
        <DownloadOutlinedIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/** The row menu: edit, renew, supersede, attach a scan (renew and supersede only while in force). */
export function CertificateActions({
  certificate,
  onAction,
}: {
  certificate: CertificateView;
  onAction: (action: CertificateAction, certificate: CertificateView) => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inForce = certificate.supersededAt === null && certificate.supersededById === null;
  const pick = (action: CertificateAction) => {
    setAnchor(null);
    onAction(action, certificate);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions for ${certificate.number}`}
        onClick={(e) => {
          e.stopPropagation();
          setAnchor(e.currentTarget);
        }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        onClick={(e) => e.stopPropagation()}
      >
        <MenuItem onClick={() => pick('edit')}>
          <ListItemIcon>
            <EditOutlinedIcon fontSize="small" />
          </ListItemIcon>
          Edit
        </MenuItem>
        {inForce && (
          <MenuItem onClick={() => pick('renew')}>
            <ListItemIcon>
              <AutorenewIcon fontSize="small" />
            </ListItemIcon>
            Renew
          </MenuItem>
        )}
        {inForce && (
          <MenuItem onClick={() => pick('supersede')}>
            <ListItemIcon>
              <BlockOutlinedIcon fontSize="small" />
            </ListItemIcon>
            Supersede
          </MenuItem>
        )}
        <MenuItem onClick={() => pick('attach')}>
          <ListItemIcon>
            <AttachFileIcon fontSize="small" />
          </ListItemIcon>
          {certificate.file ? 'Replace scan' : 'Attach scan'}
        </MenuItem>
      </Menu>
    </>
  );
}
