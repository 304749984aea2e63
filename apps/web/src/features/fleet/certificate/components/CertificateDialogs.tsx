import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { CertificateView } from '@keel/domain';
import { Dialog } from '../../../../components/Dialog';
import { useCertificate } from '../api/get-certificate';
import { AttachFileDialog } from './AttachFileDialog';
import type { CertificateAction } from './CertificateActions';
import { ShareLinkButton } from '../../../../components/share-link/ShareLinkButton';
import { DownloadScanButton } from './CertificateActions';
import { CreateCertificateDialog, EditCertificateDialog, loadError } from './CertificateFormDialog';
import { RenewCertificateDialog } from './RenewCertificateDialog';
import { SupersedeCertificateDialog } from './SupersedeCertificateDialog';

type SideAction = Exclude<CertificateAction, 'edit'>;

/** The certificate opened from the list or a matrix cell (`?open=<id>`), with its other actions. */
function OpenCertificate({
  id,
  onClose,
  onAction,
}: {
  id: string;
  onClose: () => void;
  onAction: (kind: SideAction, certificate: CertificateView) => void;
}) {
  const certificate = useCertificate(id);
  if (certificate.isPending || certificate.isError)
    return (
      <Dialog open title="Certificate" onClose={onClose} onCancel={false}>
        {certificate.isPending ? (
          <Skeleton variant="rounded" height={260} aria-label="Loading certificate" />
        ) : (
          <Alert severity="error">{loadError(certificate.error)}</Alert>
        )}
      </Dialog>
    );
  return (
    <EditCertificateDialog
      key={`${certificate.data.id}:${certificate.data.version}`}
      certificate={certificate.data}
      onClose={onClose}
      extraActions={(current) => {
        const inForce = current.supersededAt === null && current.supersededById === null;
        return (
          <>
            {inForce && (
              <Button variant="outlined" onClick={() => onAction('renew', current)}>
                Renew
              </Button>
            )}
            {inForce && (
              <Button variant="outlined" color="warning" onClick={() => onAction('supersede', current)}>
                Supersede
              </Button>
            )}
            <Button variant="outlined" onClick={() => onAction('attach', current)}>
              {current.file ? 'Replace scan' : 'Attach scan'}
            </Button>
            <DownloadScanButton certificate={current} />
            {current.file && (
              <ShareLinkButton kind="certificate-file" recordId={current.id} fileName={current.file.name} />
            )}
          </>
        );
      }}
    />
  );
}

/** Every dialog of the ship's certificate page. */
export function CertificateDialogs(props: {
  shipId: string;
  adding: boolean;
  onCloseAdd: () => void;
  openId: string | null;
  onCloseOpen: () => void;
  action: { kind: SideAction; certificate: CertificateView } | null;
  onAction: (kind: SideAction, certificate: CertificateView) => void;
  onCloseAction: () => void;
}) {
  const { action } = props;
  return (
    <>
      {props.adding && <CreateCertificateDialog shipId={props.shipId} onClose={props.onCloseAdd} />}
      {props.openId && (
        <OpenCertificate
          key={props.openId}
          id={props.openId}
          onClose={props.onCloseOpen}
          onAction={props.onAction}
        />
      )}
      {action?.kind === 'renew' && (
        <RenewCertificateDialog certificate={action.certificate} onClose={props.onCloseAction} />
      )}
      {action?.kind === 'supersede' && (
        <SupersedeCertificateDialog certificate={action.certificate} onClose={props.onCloseAction} />
      )}
      {action?.kind === 'attach' && (
        <AttachFileDialog certificate={action.certificate} onClose={props.onCloseAction} />
      )}
    </>
  );
}
