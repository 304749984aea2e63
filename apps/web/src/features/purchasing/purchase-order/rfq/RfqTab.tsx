import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import { can } from '@keel/domain';
import { useAccess } from '../../../../app/access/access-context';
import { NewRfqDialog } from './components/NewRfqDialog';
import { RfqDetailPanel } from './components/RfqDetailPanel';
import { RfqList } from './components/RfqList';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The "Quotations" tab of `/purchasing/po`: requests for quotation of the user's ships, a new RFQ
 * from approved requisitions (`?requisition=<id>` preselects one), the RFQ panel (`?rfq=<id>`) with
 * its invitations, and the quote comparison with award.
 */
export function RfqTab() {
  const [search, setSearch] = useSearchParams();
  const access = useAccess();
  const rfqId = UUID.test(search.get('rfq') ?? '') ? search.get('rfq') : null;
  const requisitionId = UUID.test(search.get('requisition') ?? '') ? search.get('requisition') : null;
  const creating = search.get('new') === '1' || requisitionId !== null;
  const patch = (changes: Record<string, string | null>, replace = false) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', 'quotations');
        for (const [k, v] of Object.entries(changes)) {
          if (v === null) next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace },
    );
  const mayCreate = can(access, ['requesting_for_quotation']);

  if (rfqId) return <RfqDetailPanel id={rfqId} onBack={() => patch({ rfq: null })} />;
  return (
    <>
      {mayCreate && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1.5 }}>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => patch({ new: '1' })}>
            New RFQ
          </Button>
        </Box>
      )}
      <RfqList onOpen={(rfq) => patch({ rfq: rfq.id })} />
      {creating && (
        <NewRfqDialog
          requisitionId={requisitionId}
          onClose={() => patch({ new: null, requisition: null }, true)}
          onCreated={(id) => patch({ new: null, requisition: null, rfq: id })}
        />
      )}
    </>
  );
}
