import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { PageHeader } from '../../../../components/PageHeader';
import { ScreenSkeleton } from '../../../../components/ScreenSkeleton';
import { lazyPart } from '../../../../lib/lazy-route';
import { PurchaseOrderList } from './PurchaseOrderList';

// The quotations tab and an order's panel are fetched when opened: the list draws first (issue 12).
const RfqTab = lazyPart(
  () => import('../rfq/RfqTab'),
  (m) => m.RfqTab,
  <ScreenSkeleton label="Loading the quotations" />,
);
const PurchaseOrderDetailDialog = lazyPart(
  () => import('./PurchaseOrderDetailDialog'),
  (m) => m.PurchaseOrderDetailDialog,
  null,
);

/**
 * `/purchasing/po`: the "Purchase orders" tab (default) and the "Quotations" tab (`?tab=quotations`,
 * the RFQs). An order opens in a large panel with `?po=<id>`, so a link or a reload shows it again.
 */
export function PurchaseOrdersPage() {
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'quotations' ? 'quotations' : 'orders';
  const openId = search.get('po');
  const setTab = (next: string) =>
    setSearch(() =>
      next === 'quotations' ? new URLSearchParams({ tab: 'quotations' }) : new URLSearchParams(),
    );
  const setOpen = (id: string | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('po', id);
        else next.delete('po');
        return next;
      },
      { replace: !id },
    );
  return (
    <>
      <PageHeader
        title="Purchase orders"
        subtitle="Quotations from vendors, purchase orders, their approval and the vendors' confirmations."
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2.5 }}>
        <Tabs value={tab} onChange={(_e, v: string) => setTab(v)} aria-label="Purchase order sections">
          <Tab value="orders" label="Purchase orders" />
          <Tab value="quotations" label="Quotations" />
        </Tabs>
      </Box>
      {tab === 'orders' ? <PurchaseOrderList onOpen={(id) => setOpen(id)} /> : <RfqTab />}
      {openId && <PurchaseOrderDetailDialog id={openId} onClose={() => setOpen(null)} />}
    </>
  );
}
