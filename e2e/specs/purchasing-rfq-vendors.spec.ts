import { expect, test } from '@playwright/test';
import { apiHeaders, approvedAuroraRequisition } from '../support/rfq';
import { logIn } from '../support/session';

/**
 * Issue 11, defect 1: the New RFQ vendor picker must never offer a chosen vendor again. The purchaser
 * picks three vendors — by keyboard (type, ArrowDown, Enter) and by mouse — while a search that matches
 * the chosen ones lists only the others; the send confirmation names all three, and the sent RFQ reaches
 * all three (the invitations shown and the API). A fourth vendor is then added to the sent RFQ.
 */
test('an RFQ picked by keyboard and by mouse reaches all three vendors; a fourth is added later', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const requisitionId = await approvedAuroraRequisition(request);
  await logIn(page, 'purchaser');
  await page.goto(`/purchasing/po?tab=quotations&requisition=${requisitionId}`);
  const dialog = page.getByRole('dialog', { name: 'New request for quotation' });
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1, { timeout: 30_000 });
  const picker = dialog.getByRole('combobox', { name: 'Vendors to invite' });
  const option = (name: string) => page.getByRole('option', { name: new RegExp(`^${name}`) });

  // 1. By keyboard.
  await picker.fill('Nordsea');
  await expect(option('Nordsea Marine Supply BV')).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await picker.press('ArrowDown');
  await picker.press('Enter');
  // 2. By mouse.
  await picker.fill('Piraeus');
  await option('Piraeus Marine Spares SA').click();
  // 3. "Marine" matches all three on the server: the two chosen are not offered again.
  await picker.fill('Marine');
  await expect(option('Houston Marine Services')).toBeVisible();
  await expect(option('Nordsea Marine Supply BV')).toHaveCount(0);
  await expect(option('Piraeus Marine Spares SA')).toHaveCount(0);
  await picker.fill('Houston Marine');
  await expect(page.getByRole('option')).toHaveCount(1);
  await expect(option('Houston Marine Services')).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  const chips = dialog.locator('.MuiChip-root');
  await expect(chips).toHaveCount(3);

  await dialog.getByRole('button', { name: 'Create and send' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Create and send the RFQ?' });
  await expect(confirm).toContainText(
    'Send to 3 vendors: Nordsea Marine Supply BV, Piraeus Marine Spares SA and Houston Marine Services?',
  );
  await confirm.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(/RFQ-\d{4}-\d{5} sent to 3 vendors/)).toBeVisible();
  const invited = page.getByRole('table', { name: 'Invited vendors' });
  await expect(invited.getByRole('row')).toHaveCount(4);
  await expect(invited.getByText('Active')).toHaveCount(3);

  // The server agrees: three invitations, each sent.
  const rfqId = new URL(page.url()).searchParams.get('rfq')!;
  const headers = await apiHeaders(request, 'purchaser');
  const read = async () =>
    (
      (await (await request.get(`/api/v1/purchasing/rfqs/${rfqId}`, { headers })).json()) as {
        data: { invitations: { vendorName: string; sentAt: string | null }[] };
      }
    ).data.invitations;
  const invitations = await read();
  expect(invitations.map((i) => i.vendorName).sort()).toEqual([
    'Houston Marine Services',
    'Nordsea Marine Supply BV',
    'Piraeus Marine Spares SA',
  ]);
  expect(invitations.every((i) => i.sentAt !== null)).toBe(true);

  // Before the deadline a fourth vendor is added to the sent RFQ and mailed at once.
  await page.getByRole('button', { name: 'Add vendors' }).click();
  const adding = page.getByRole('dialog', { name: /Add vendors to RFQ-/ });
  const more = adding.getByRole('combobox', { name: 'Vendors to invite' });
  await more.fill('Marine');
  await expect(page.getByRole('option')).toHaveCount(0);
  await more.fill('Lion City');
  await option('Lion City Ship Chandlers Pte').click();
  await adding.getByRole('button', { name: 'Invite' }).click();
  const invite = page.getByRole('alertdialog', { name: 'Invite and mail the vendors?' });
  await expect(invite).toContainText('to 1 vendor: Lion City Ship Chandlers Pte?');
  await invite.getByRole('button', { name: 'Send' }).click();
  await expect(invited.getByRole('row')).toHaveCount(5);
  await expect(invited.getByText('Active')).toHaveCount(4);
  expect((await read()).filter((i) => i.sentAt !== null)).toHaveLength(4);
});
