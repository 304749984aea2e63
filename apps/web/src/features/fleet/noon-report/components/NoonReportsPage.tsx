import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import { useQuery } from '@tanstack/react-query';
import { NOON_REPORT_SORT_FIELDS, type NoonReportRow } from '@keel/domain';
import { DataTable } from '../../../../components/data-table/DataTable';
import { useListParams, type ListParams } from '../../../../components/data-table/use-list-params';
import { PageHeader } from '../../../../components/PageHeader';
import { ApiError, errorMessage } from '../../../../lib/api-error';
import { notifyError } from '../../../../lib/notify';
import { myShipsQuery } from '../../../../lib/shared-queries';
import { PendingWritesNotice } from '../../../../app/outbox/PendingWritesNotice';
import { useQueuedEntryToEdit } from '../../../../lib/offline-queue/use-outbox';
import { useExportNoonReports } from '../api/export-noon-reports';
import { NOON_REPORT_WRITE } from '../api/save-noon-report';
import { useNoonReports } from '../api/list-noon-reports';
import type { NoonReportListInput } from '../api/noon-report-keys';
import { AccessRefused } from './AccessRefused';
import { NoonReportDialog } from './NoonReportDialog';
import { QueuedNoonReportEdit } from './QueuedNoonReportEdit';
import { NoonReportFilters } from './NoonReportFilters';
import { noonReportColumns } from './noon-report-columns';
import { emptyNoonReportValues } from './noon-report-form';
import { dayToUtc, pageRequest } from './report-paging';

const SORTS = new Set<string>([...NOON_REPORT_SORT_FIELDS, ...NOON_REPORT_SORT_FIELDS.map((f) => `-${f}`)]);

/**
 * `/reporttable` and `/reporttable/:shipID`: the noon reports of the user's ships, newest first, paged
 * on the server (next/previous pages by cursor, so page 8,000 is as quick as page 1), filtered by ship,
 * days and voyage, with duplicate and gap flags, CO₂, entry and correction in a dialog, and the page
 * on screen exported to Excel.
 */
export function NoonReportsPage() {
  const { shipID = '' } = useParams();
  const navigate = useNavigate();
  const ships = useQuery(myShipsQuery());
  const [params, setParams] = useListParams({
    sort: '-reportTime',
    limit: 25,
    filters: ['from', 'to', 'voyage'],
    paging: ['cursor'],
  });
  const [editing, setEditing] = useState<NoonReportRow | 'new' | null>(null);
  // `?outbox=<id>`: a queued report the server refused, reopened from the pending list.
  const reopened = useQueuedEntryToEdit(NOON_REPORT_WRITE);
  const sort = SORTS.has(params.sort) ? params.sort : '-reportTime';
  const query: NoonReportListInput = {
    shipId: shipID || undefined,
    from: dayToUtc(params.filters.from ?? ''),
    to: dayToUtc(params.filters.to ?? '', true),
    voyage: params.filters.voyage?.trim() || undefined,
    sort: sort as NoonReportListInput['sort'],
    limit: params.limit,
    offset: params.offset,
    cursor: params.filters.cursor || undefined,
  };
  const reports = useNoonReports(query);
  const page = reports.data?.page;
  const exporting = useExportNoonReports();

  const shipList = useMemo(() => ships.data ?? [], [ships.data]);
  const names = useMemo(() => new Map(shipList.map((s) => [s.id, s.name])), [shipList]);
  const columns = useMemo(
    () => noonReportColumns(shipID || shipList.length === 1 ? null : (id) => names.get(id) ?? '—'),
    [shipID, shipList.length, names],
  );

  const onParamsChange = useCallback(
    (patch: Partial<Omit<ListParams, 'filters'>>) => {
      if (patch.sort !== undefined || patch.limit !== undefined) {
        setParams({ ...patch, offset: 0, filters: { cursor: '' } });
        return;
      }
      if (patch.offset !== undefined) {
        const next = pageRequest(
          {
            offset: params.offset,
            limit: params.limit,
            nextCursor: page?.nextCursor,
            prevCursor: page?.prevCursor,
          },
          patch.offset,
        );
        setParams({ offset: next.offset, filters: { cursor: next.cursor } });
      }
    },
    [setParams, params.offset, params.limit, page?.nextCursor, page?.prevCursor],
  );

  const newReportValues = () => {
    const shipId = shipID || (shipList.length === 1 ? shipList[0]!.id : '');
    const latest = reports.data?.data.find((r) => r.shipId === shipId);
    const noonUtc = new Date();
    noonUtc.setUTCHours(12 - Math.round((latest?.utcOffsetMinutes ?? 0) / 60), 0, 0, 0);
    return emptyNoonReportValues(shipId, noonUtc.toISOString(), latest?.utcOffsetMinutes ?? 0);
  };

  const refused =
    reports.error instanceof ApiError && reports.error.status === 403 ? reports.error.message : null;
  const shownShip = shipID || (shipList.length === 1 ? shipList[0]!.id : '');
  const shipTitle = shownShip ? names.get(shownShip) : undefined;
  return (
    <>
      <PageHeader
        title="Noon reports"
        subtitle={
          shipTitle
            ? `${shipTitle}: position, passage, fuel and weather, day by day.`
            : 'Position, passage, fuel and weather of the fleet, day by day.'
        }
        actions={
          <>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlinedIcon />}
              loading={exporting.isPending}
              disabled={!reports.data?.data.length}
              onClick={() =>
                exporting.mutate({ ...query, cursor: query.cursor }, { onError: (e) => notifyError(e) })
              }
            >
              Export page
            </Button>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing('new')}
              disabled={!shipList.length}
            >
              New report
            </Button>
          </>
        }
      />
      {refused && <AccessRefused message={refused} back="/reporttable" backText="My reports" />}
      <PendingWritesNotice kind={NOON_REPORT_WRITE} noun={['noon report', 'noon reports']} />
      <DataTable
        label="Noon reports"
        search={false}
        columns={columns}
        rows={reports.data?.data}
        total={page?.total ?? 0}
        getRowId={(r) => r.id}
        params={{ ...params, sort }}
        onParamsChange={onParamsChange}
        loading={reports.isFetching}
        error={reports.isError && !refused ? errorMessage(reports.error) : null}
        onRetry={() => void reports.refetch()}
        onRowClick={(r) => setEditing(r)}
        rowLabel={(r) => `Open the report of ${r.reportTime}`}
        emptyText={
          params.filters.from || params.filters.to || params.filters.voyage
            ? 'No report matches these filters.'
            : 'No noon reports yet.'
        }
        toolbar={
          <NoonReportFilters
            ships={shipList}
            shipId={shownShip}
            onShip={(id) => navigate(id ? `/reporttable/${id}` : '/reporttable')}
            from={params.filters.from ?? ''}
            to={params.filters.to ?? ''}
            voyage={params.filters.voyage ?? ''}
            onChange={(filters) => setParams({ offset: 0, filters: { ...filters, cursor: '' } })}
          />
        }
      />
      {editing && (
        <NoonReportDialog
          report={editing === 'new' ? null : editing}
          initial={newReportValues()}
          ships={shipList}
          shipLocked={Boolean(shipID)}
          onClose={() => setEditing(null)}
        />
      )}
      {reopened.entry?.method === 'PATCH' && !editing && (
        <QueuedNoonReportEdit
          key={reopened.entry.id}
          entry={reopened.entry}
          ships={shipList}
          onClose={reopened.done}
        />
      )}
      {reopened.entry && reopened.entry.method !== 'PATCH' && !editing && (
        <NoonReportDialog
          key={reopened.entry.id}
          report={null}
          queued={reopened.entry}
          initial={newReportValues()}
          ships={shipList}
          shipLocked={false}
          onClose={reopened.done}
        />
      )}
    </>
  );
}
