import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import type { BankAccount, BankAccountOwnerType } from '@keel/domain';
import { countryName } from '../../../../components/CountryField';
import { DataTable, type Column } from '../../../../components/data-table/DataTable';
import { ExportButton } from '../../../../components/data-table/ExportButton';
import { useListParams } from '../../../../components/data-table/use-list-params';
import { FilterBar, type FilterField } from '../../../../components/filter-bar/FilterBar';
import { useOpenRecord } from '../../../../components/filter-bar/use-open-record';
import { PageHeader } from '../../../../components/PageHeader';
import { StatusChip } from '../../../../components/StatusChip';
import { errorMessage } from '../../../../lib/api-error';
import { lazyPart } from '../../../../lib/lazy-route';
import { useExportBankAccounts } from '../api/export-bank-accounts';
import { useBankAccount } from '../api/get-bank-account';
import { useBankAccounts } from '../../../../components/bank-accounts/list-bank-accounts';
import {
  OWNER_TYPE_LABELS,
  OWNER_TYPE_OPTIONS,
} from '../../../../components/bank-accounts/bank-account-form';
import { IbanText } from '../../../../components/bank-accounts/IbanText';

/** The add/edit dialog (and its IBAN, BIC and owner pickers) loads when it opens: the list stays in its budget. */
const BankAccountDialog = lazyPart(
  () => import('../../../../components/bank-accounts/BankAccountDialog'),
  (m) => m.BankAccountDialog,
  null,
);

const FILTERS = ['ownerType', 'currency', 'active'] as const;
type FilterName = (typeof FILTERS)[number];
const fields: FilterField<FilterName>[] = [
  { kind: 'select', name: 'ownerType', label: 'Owner', options: OWNER_TYPE_OPTIONS, width: 130 },
  {
    kind: 'select',
    name: 'currency',
    label: 'Currency',
    options: ['USD', 'EUR', 'GBP', 'NOK', 'SGD', 'JPY', 'AED', 'DKK'].map((c) => [c, c] as const),
    width: 110,
  },
  {
    kind: 'select',
    name: 'active',
    label: 'Status',
    options: [
      ['true', 'Active'],
      ['false', 'Inactive'],
    ],
    width: 120,
  },
];

const columns: Column<BankAccount>[] = [
  {
    field: 'ownerName',
    header: 'Owner',
    sortable: true,
    card: 'title',
    render: (a) => (
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500 }}>{a.ownerName}</Typography>
        <Typography variant="body2" color="text.secondary">
          {OWNER_TYPE_LABELS[a.ownerType]}
        </Typography>
      </Box>
    ),
  },
  { field: 'bankName', header: 'Bank', sortable: true, hideBelow: 'md' },
  { field: 'iban', header: 'IBAN / account', render: (a) => <IbanText account={a} /> },
  {
    field: 'bic',
    header: 'BIC',
    hideBelow: 'lg',
    render: (a) => <Box sx={{ fontFamily: 'monospace' }}>{a.bic ?? '—'}</Box>,
  },
  {
    field: 'country',
    header: 'Country',
    sortable: true,
    hideBelow: 'lg',
    render: (a) => countryName(a.country),
  },
  {
    field: 'currency',
    header: 'Currency',
    sortable: true,
    render: (a) => (
      <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
        {a.currency}
        {a.isDefault && <Chip size="small" label="Default" color="primary" variant="outlined" />}
      </Box>
    ),
  },
  { field: 'active', header: 'Status', hideBelow: 'sm', render: (a) => <StatusChip active={a.active} /> },
];

/** `/accounting/bank-accounts`: every bank account (company, vendors, customers, agents); add, edit in a dialog. */
export function BankAccountsPage() {
  const [params, setParams] = useListParams({ sort: 'ownerName', filters: [...FILTERS] });
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useOpenRecord();
  const values = Object.fromEntries(FILTERS.map((f) => [f, params.filters[f] ?? ''])) as Record<
    FilterName,
    string
  >;
  const query = {
    offset: params.offset,
    limit: params.limit,
    q: params.q || undefined,
    sort: params.sort || undefined,
    ownerType: (values.ownerType || undefined) as BankAccountOwnerType | undefined,
    currency: values.currency || undefined,
    active: (values.active || undefined) as 'true' | 'false' | undefined,
  };
  const accounts = useBankAccounts(query);
  const opened = useBankAccount(openId);
  const exporting = useExportBankAccounts();
  return (
    <>
      <PageHeader
        title="Bank accounts"
        subtitle="The company's accounts and those of vendors, customers and agents; one default per owner and currency."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            New account
          </Button>
        }
      />
      <DataTable
        label="Bank accounts"
        columns={columns}
        rows={accounts.data?.data}
        total={accounts.data?.page.total ?? 0}
        getRowId={(a) => a.id}
        params={params}
        onParamsChange={setParams}
        loading={accounts.isFetching}
        error={accounts.isError ? errorMessage(accounts.error) : null}
        onRetry={() => void accounts.refetch()}
        onRowClick={(a) => setOpenId(a.id)}
        rowLabel={(a) => `Open the ${a.bankName} account of ${a.ownerName}`}
        searchPlaceholder="Owner, bank, IBAN, BIC or account number"
        emptyText="No bank accounts match."
        toolbar={
          <>
            <FilterBar
              fields={fields}
              values={values}
              onChange={(patch) => setParams({ filters: patch as Record<string, string>, offset: 0 })}
            />
            <ExportButton exporting={exporting} query={query} />
          </>
        }
      />
      {creating && <BankAccountDialog open account={null} onClose={() => setCreating(false)} />}
      {openId && opened.data && (
        <BankAccountDialog
          key={`${opened.data.id}-${opened.data.version}`}
          open
          account={opened.data}
          onClose={() => setOpenId(null)}
          onReload={() => opened.refetch()}
        />
      )}
    </>
  );
}
