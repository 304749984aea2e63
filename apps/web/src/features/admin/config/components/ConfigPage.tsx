import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ConflictAlert } from '../../../../components/ConflictAlert';
import { PageHeader } from '../../../../components/PageHeader';
import { errorMessage } from '../../../../lib/api-error';
import { companyConfigQuery } from '../../../../lib/shared-queries';
import { AuditTrailCard } from '../../audit/components/AuditTrailCard';
import { OutboxCard } from '../../outbox/components/OutboxCard';
import { CompanySettingsCard } from './CompanySettingsCard';
import { ApprovalTiersCard } from './ApprovalTiersCard';

/** `/config`: company name, base currency, ship families and the audit trail. */
export function ConfigPage() {
  const config = useQuery(companyConfigQuery());
  const [conflict, setConflict] = useState(false);
  const reload = async () => {
    await config.refetch();
    setConflict(false);
  };
  return (
    <>
      <PageHeader
        title="Company settings"
        subtitle="Who you are, what you count in, and how your fleet is grouped."
      />
      {conflict && (
        <ConflictAlert
          what="company setting"
          onReload={() => void reload()}
          reloading={config.isRefetching}
        />
      )}
      {config.isPending && <Skeleton variant="rounded" height={360} sx={{ borderRadius: '15px', mb: 3 }} />}
      {config.isError && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {errorMessage(config.error)}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3 }}>
        {config.data && (
          <CompanySettingsCard
            key={config.data.version}
            config={config.data}
            onConflict={() => setConflict(true)}
          />
        )}
        <ApprovalTiersCard />
        <AuditTrailCard />
        <OutboxCard />
      </Box>
    </>
  );
}
