import { useState } from 'react';
import { useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { can, routeWithParams } from '@keel/domain';
import { PageHeader } from '../../../../components/PageHeader';
import { useAccess } from '../../../../app/access/access-context';
import { CreateDeliveryDialog } from './CreateDeliveryDialog';
import { DeliveriesTable } from './DeliveriesTable';

/** `/purchasing/delivery`: deliveries from vendors and transfers of the user's ships. */
export function DeliveriesListPage() {
  const navigate = useNavigate();
  const access = useAccess();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Deliveries"
        subtitle="Goods on their way from vendors, via agents or the office, to the ships; receipts and transfers."
        actions={
          can(access, ['manage_delivery']) && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              New delivery
            </Button>
          )
        }
      />
      <DeliveriesTable kind="all" label="Deliveries" />
      {creating && (
        <CreateDeliveryDialog
          open
          onClose={() => setCreating(false)}
          onCreated={(d) =>
            navigate(routeWithParams('/purchasing/delivery/:deliveryID', { deliveryID: d.id }))
          }
        />
      )}
    </>
  );
}
