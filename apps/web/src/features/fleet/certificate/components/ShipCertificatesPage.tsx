import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  certificateTypeByCode,
  type CertificateKind,
  type CertificateState,
  type CertificateView,
} from '@keel/domain';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { formatDate } from '../../../../lib/format';
import { useCertificateMatrix } from '../api/certificate-matrix';
import { useCertificates } from '../api/list-certificates';
import { CertificateActions, DownloadScanButton, type CertificateAction } from './CertificateActions';
import {
  CertificateFilters,
  CERTIFICATE_FILTERS,
  inForceOf,
  type CertificateFilterValues,
} from './CertificateFilters';
import { CertificateDialogs } from './CertificateDialogs';
import { CertificateStateChip } from './CertificateStateChip';
import { daysText } from './certificate-state-style';
import { LoadErrorPanel } from './LoadErrorPanel';
import { StateCounts } from './StateCounts';

function columns(onAction: (a: CertificateAction, c: CertificateView) => void): Column<CertificateView>[] {
  return [
    {
      field: 'name',
      header: 'Certificate',
      sortable: true,
      render: (c) => (
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500 }}>
            {c.typeCode ? certificateTypeByCode(c.typeCode)?.shortName : c.name}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ display: { xs: 'none', sm: 'block' } }}
            noWrap
          >
            {c.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: { md: 'none' } }}>
            {c.number}
          </Typography>
        </Box>
      ),
    },
    {
      field: 'number',
      header: 'Number',
      sortable: true,
      hideBelow: 'md',
      render: (c) => (
        <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
          {c.number}
        </Box>
      ),
    },
    { field: 'issuer', header: 'Issued by', sortable: true, hideBelow: 'lg' },
    {
      field: 'issueDate',
      header: 'Issued',
      sortable: true,
      hideBelow: 'sm',
      render: (c) => formatDate(c.issueDate),
    },
    {
      field: 'expiryDate',
      header: 'Expires',
      sortable: true,
      render: (c) => (
        <Box>
          <Typography variant="body2">{c.expiryDate ? formatDate(c.expiryDate) : 'No expiry'}</Typography>
          {c.extendedUntil && (
            <Typography variant="caption" color="text.secondary">
              extended to {formatDate(c.extendedUntil)}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'surveyWindow',
      header: 'Survey window',
      hideBelow: 'md',
      render: (c) => <SurveyWindowText certificate={c} />,
    },
    {
      field: 'daysToExpiry',
      header: 'State',
      sortable: true,
      render: (c) => (
        <Box>
          <CertificateStateChip state={c.state} />
          {c.state !== 'SUPERSEDED' && c.daysToExpiry !== null && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
              {daysText(c.daysToExpiry)}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      field: 'actions',
      header: '',
      align: 'right',
      width: 96,
      render: (c) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }} onClick={(e) => e.stopPropagation()}>
          <DownloadScanButton certificate={c} />
          <CertificateActions certificate={c} onAction={onAction} />
        </Box>
      ),
    },
  ];
}

/** `/certificate/:shipID`: a ship's certificates, counts by state, add, edit, renew, supersede, scans. */
export function ShipCertificatesPage() {
  const { shipID = '' } = useParams();
  const [params, setParams] = useListParams({ sort: 'expiryDate', filters: [...CERTIFICATE_FILTERS] });
  const [search, setSearch] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [action, setAction] = useState<{
    kind: Exclude<CertificateAction, 'edit'>;
    certificate: CertificateView;
  } | null>(null);
  const summary = useCertificateMatrix({ shipId: shipID, limit: 1 });
  const f = params.filters as CertificateFilterValues;
  const list = useCertificates({
    shipId: shipID,
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    inForce: inForceOf(f.show),
    state: (f.state || undefined) as CertificateState | undefined,
    kind: (f.kind || undefined) as CertificateKind | undefined,
  });
  const openId = search.get('open');
  const setOpen = (id: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('open', id);
        else next.delete('open');
        return next;
      },
      { replace: !id },
    );
  const onAction = (kind: CertificateAction, certificate: CertificateView) =>
    kind === 'edit' ? setOpen(certificate.id) : setAction({ kind, certificate });

  const failure = summary.error ?? list.error;
  if (failure && !summary.data)
    return <LoadErrorPanel error={failure} backTo="/certificate" backLabel="All certificates" />;
  const row = summary.data?.data[0];

  return (
    <>
      <PageHeader
        before={
          <IconButton component={RouterLink} to="/certificate" aria-label="All certificates">
            <ArrowBackIcon />
          </IconButton>
        }
        title={row ? `${row.shipName} · certificates` : <Skeleton width={280} />}
        subtitle={row ? `IMO ${row.imo}${row.family ? ` · ${row.family}` : ''}` : <Skeleton width={200} />}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)} disabled={!row}>
            Add certificate
          </Button>
        }
      />
      <Box sx={{ mb: 3 }}>
        {row ? <StateCounts counts={row.counts} /> : <Skeleton width={360} height={32} />}
      </Box>
      <DataTable
        label="Certificates"
        columns={columns(onAction)}
        rows={list.data?.data}
        total={list.data?.page.total ?? 0}
        getRowId={(c) => c.id}
        params={params}
        onParamsChange={setParams}
        loading={list.isFetching}
        error={list.isError ? errorMessage(list.error) : null}
        onRetry={() => void list.refetch()}
        onRowClick={(c) => setOpen(c.id)}
        rowLabel={(c) => `Open ${c.name} ${c.number}`}
        searchPlaceholder="Search name, number, issuer"
        emptyText={
          f.show || f.state || f.kind
            ? 'No certificate matches these filters.'
            : 'No certificates in force. Add the first one.'
        }
        toolbar={
          <CertificateFilters values={f} onChange={(patch) => setParams({ filters: patch, offset: 0 })} />
        }
      />
      <CertificateDialogs
        shipId={shipID}
        adding={adding}
        onCloseAdd={() => setAdding(false)}
        openId={openId}
        onCloseOpen={() => setOpen(null)}
        action={action}
        onAction={(kind, certificate) => (setOpen(null), setAction({ kind, certificate }))}
        onCloseAction={() => setAction(null)}
      />
    </>
  );
}

/** The survey window a certificate is in, or the next one, as the superintendent plans surveys by it. */
function SurveyWindowText({ certificate: c }: { certificate: CertificateView }) {
  if (c.state === 'SUPERSEDED' || !c.hasSurveyWindows)
    return (
      <Typography variant="body2" color="text.secondary">
        —
      </Typography>
    );
  if (c.currentWindow)
    return (
      <Box>
        <Typography variant="body2">Open until {formatDate(c.currentWindow.closes)}</Typography>
        <Typography variant="caption" color="text.secondary">
          anniversary {formatDate(c.currentWindow.anniversary)}
        </Typography>
      </Box>
    );
  if (c.nextWindow)
    return (
      <Box>
        <Typography variant="body2">Opens {formatDate(c.nextWindow.opens)}</Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDate(c.nextWindow.opens)} – {formatDate(c.nextWindow.closes)}
        </Typography>
      </Box>
    );
  return (
    <Typography variant="body2" color="text.secondary">
      None left
    </Typography>
  );
}
