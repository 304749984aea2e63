import { expect, test, type Page } from '@playwright/test';
import type { DeliverablePurchaseOrder, FleetPurchasingOverview } from '@keel/domain';
import { apiGet, logIn } from '../support/session';

/**
 * Deliveries in a real browser: a purchaser plans a delivery of a sent purchase order to a port agent,
 * records it received there, transfers the goods to the vessel and receives them on board with one
 * line short and a discrepancy report; the purchasing overview then counts the order as partially
 * delivered.
 */

const remaining = (l: DeliverablePurchaseOrder['lines'][number]) =>
  Number(l.quantity) - Number(l.deliveredQuantity) - Number(l.plannedQuantity);

async function chooseOption(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  option: RegExp | string,
) {
  await dialog.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

test('delivery via an agent, transfer to the vessel, receipt one line short', async ({ page, request }) => {
  test.setTimeout(90_000);
  const tokens = await logIn(page, 'purchaser');
  const orders = await apiGet<DeliverablePurchaseOrder[]>(
    request,
    tokens.token,
    '/purchasing/deliveries/purchase-orders?limit=50',
  );
  const order = orders.find((o) => o.lines.length > 0 && o.lines.every((l) => remaining(l) >= 2));
  expect(order, 'a seeded sent purchase order with nothing planned').toBeTruthy();
  const before = await apiGet<FleetPurchasingOverview>(request, tokens.token, '/purchasing/overview/');

  await page.goto('/purchasing/delivery');
  await page.getByRole('button', { name: 'New delivery' }).click();
  const plan = page.getByRole('dialog', { name: 'New delivery' });
  await plan.getByRole('combobox', { name: 'Purchase order' }).fill(order!.number);
  await page.getByRole('option', { name: new RegExp(order!.number) }).click();
  await chooseOption(page, plan, 'Deliver to', 'Agent');
  await plan.getByRole('button', { name: 'Plan delivery' }).click();
  await expect(plan.getByText('Agent is required when goods go to an agent')).toBeVisible();
  await chooseOption(page, plan, 'Agent', /·/);
  await plan.getByRole('button', { name: 'Plan delivery' }).click();

  await expect(page).toHaveURL(/\/purchasing\/delivery\/[0-9a-f-]{36}$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Planned');
  const agentDelivery = (await heading.textContent())!.match(/DEL-\d{4}-\d{5}/)![0];
  await page.getByRole('button', { name: 'Dispatched' }).click();
  await expect(heading).toContainText('In transit');

  await page.getByRole('button', { name: 'Receive' }).click();
  const atAgent = page.getByRole('dialog', { name: `Receipt of ${agentDelivery}` });
  await atAgent.getByRole('button', { name: 'Record receipt' }).click();
  await expect(heading).toContainText('Received');

  await page.getByRole('button', { name: 'Transfer to vessel' }).click();
  const transfer = page.getByRole('dialog', { name: `Transfer goods of ${agentDelivery} to the vessel` });
  const first = order!.lines[0]!;
  await transfer
    .getByLabel(`Quantity to transfer of ${first.description}`)
    .fill(String(remaining(first) + 1));
  await transfer.getByRole('button', { name: 'Plan transfer' }).click();
  await expect(transfer.getByText(/Cannot transfer .*: only .* remain/)).toBeVisible();
  await transfer.getByLabel(`Quantity to transfer of ${first.description}`).fill(String(remaining(first)));
  await transfer.getByRole('button', { name: 'Plan transfer' }).click();
  await expect(heading).toContainText('Planned');
  await expect(page.getByText(`Transfer of`)).toBeVisible();
  const transferNumber = (await heading.textContent())!.match(/DEL-\d{4}-\d{5}/)![0];
  expect(transferNumber).not.toBe(agentDelivery);

  await page.getByRole('button', { name: 'Receive' }).click();
  const onBoard = page.getByRole('dialog', { name: `Receipt of ${transferNumber}` });
  const last = order!.lines[order!.lines.length - 1]!;
  await onBoard.getByLabel(`Received quantity of ${last.description}`).fill(String(remaining(last) - 1));
  await expect(onBoard.getByText('Less arrived than expected')).toBeVisible();
  await onBoard.getByLabel('Discrepancy report').fill('One piece missing from the crate; agent informed.');
  await onBoard.getByRole('button', { name: 'Record receipt' }).click();

  await expect(heading).toContainText('Partially received');
  await expect(page.getByTestId('discrepancy-report')).toContainText('One piece missing from the crate');
  await expect(page.getByTestId('short-quantity')).toHaveText('1');

  await page.goto('/purchasing/overview');
  const partly = before.purchaseOrdersByState.PARTIALLY_DELIVERED + 1;
  await expect(page.getByText(`${partly} partially delivered`)).toBeVisible();
  await page.goto('/purchasing/delivery?q=' + transferNumber);
  await expect(page.getByRole('row', { name: `Open delivery ${transferNumber}` })).toContainText(
    'Partially received',
  );
});
