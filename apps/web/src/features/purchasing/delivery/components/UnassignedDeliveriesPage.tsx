import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { can, routeWithParams } from '@keel/domain';
import { PageHeader } from '../../../../components/PageHeader';
import { useAccess } from '../../../../app/access/access-context';
import { CreateUnassignedDialog } from './CreateUnassignedDialog';
import { DeliveriesTable } from './DeliveriesTable';

/** `/purchasing/unassignedDelivery`: goods that arrived without a purchase order, until matched. */
export function UnassignedDeliveriesPage() {
  const navigate = useNavigate();
  const access = useAccess();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title="Unassigned deliveries"
        subtitle="Goods received without a purchase order reference. Open one to match it to an order."
        actions={
          can(access, ['manage_delivery']) && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              Record goods
            </Button>
          )
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        Matched deliveries move to the deliveries list; what already reached the vessel counts as delivered on
        the order.
      </Alert>
      <DeliveriesTable kind="unassigned" label="Unassigned deliveries" />
      {creating && (
        <CreateUnassignedDialog
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
