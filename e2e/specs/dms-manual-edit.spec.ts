import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/session';

/**
 * The office builds the ISM manual from the screen: a new chapter, a document in it (owner, review
 * interval, acknowledging ranks), its details edited, and the chapter renamed — each form naming the
 * field that is wrong before anything is sent. Then a second document is moved above the first from the
 * keyboard (Alt+ArrowUp) and back with the Move down button; the order holds after a reload.
 */
test('the superintendent creates a chapter and a document, edits the document, renames the chapter and orders it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const tag = String(Date.now() % 1_000_000);
  const tokens = await logIn(page, 'superintendent');
  await page.goto('/dms/ism');

  await page.getByRole('button', { name: 'New chapter' }).click({ timeout: 60_000 });
  const chapter = page.getByRole('dialog', { name: 'New chapter' });
  await chapter.getByRole('button', { name: 'Create chapter' }).click();
  await expect(chapter.getByText(/number is required/i)).toBeVisible();
  await chapter.getByRole('textbox', { name: 'Number' }).fill(`E2E-C${tag}`);
  await chapter.getByRole('textbox', { name: 'Title' }).fill(`Ballast water ${tag}`);
  await chapter.getByRole('button', { name: 'Create chapter' }).click();
  await expect(chapter).toBeHidden();
  await expect(page.getByRole('treeitem', { name: new RegExp(`Ballast water ${tag}`) })).toBeVisible();

  await page.getByRole('button', { name: 'New document' }).click();
  const doc = page.getByRole('dialog', { name: 'New document' });
  await doc.getByRole('textbox', { name: 'Number' }).fill(`E2E-C${tag}.1`);
  await doc.getByRole('textbox', { name: 'Title' }).fill(`Ballast exchange ${tag}`);
  await doc.getByRole('textbox', { name: /Review interval/ }).fill('0');
  await doc.getByRole('combobox', { name: 'Chapter' }).click();
  await page.getByRole('option', { name: `E2E-C${tag} Ballast water ${tag}` }).click();
  await doc.getByRole('button', { name: 'Create document' }).click();
  await expect(doc.getByText('Review interval must be 1–60 months')).toBeVisible();
  await doc.getByRole('textbox', { name: /Review interval/ }).fill('24');
  await doc.getByRole('combobox', { name: 'Acknowledged by ranks' }).click();
  await page.getByRole('option', { name: 'Chief Officer' }).click();
  await doc.getByRole('button', { name: 'Create document' }).click();
  await expect(doc).toBeHidden();
  await expect(page).toHaveURL(/[?&]doc=[0-9a-f-]{36}/);
  await expect(page.getByText(`Ballast exchange ${tag}`).first()).toBeVisible();

  await page.getByRole('button', { name: 'Edit details' }).click();
  const edit = page.getByRole('dialog', { name: `Edit E2E-C${tag}.1` });
  await expect(edit.getByRole('textbox', { name: /Review interval/ })).toHaveValue('24');
  await edit.getByRole('textbox', { name: 'Title' }).fill(`Ballast water exchange ${tag}`);
  await edit.getByRole('button', { name: 'Save document' }).click();
  await expect(edit).toBeHidden();
  await expect(
    page.getByRole('treeitem', { name: new RegExp(`Ballast water exchange ${tag}`) }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Rename chapter' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename a chapter' });
  await rename.getByRole('combobox', { name: 'Chapter', exact: true }).click();
  await page.getByRole('option', { name: `E2E-C${tag} Ballast water ${tag}` }).click();
  await rename.getByRole('textbox', { name: 'Title' }).fill(`Ballast water management ${tag}`);
  await rename.getByRole('button', { name: 'Save chapter' }).click();
  await expect(rename).toBeHidden();
  await expect(
    page.getByRole('treeitem', { name: new RegExp(`Ballast water management ${tag}`) }),
  ).toBeVisible();

  // Ordering: a second document (through the API), moved above the first with Alt+ArrowUp.
  const firstId = new URL(page.url()).searchParams.get('doc');
  const first = await request.get(`/api/v1/dms/documents/${firstId}`, {
    headers: { 'x-auth-token': tokens.token },
  });
  const second = await request.post('/api/v1/dms/documents', {
    headers: { 'x-auth-token': tokens.token, 'x-csrf-token': tokens.csrf },
    data: {
      number: `E2E-C${tag}.2`,
      title: `Ballast log ${tag}`,
      chapterId: ((await first.json()) as { data: { chapterId: string } }).data.chapterId,
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  await page.reload();
  const secondItem = page.getByRole('treeitem', { name: new RegExp(`^E2E-C${tag}\\.2`) });
  await expect(secondItem).toBeVisible({ timeout: 30_000 });
  expect(await documentOrder(page, tag)).toEqual([`E2E-C${tag}.1`, `E2E-C${tag}.2`]);
  await secondItem.click();
  await expect(page.getByText(`Order: E2E-C${tag}.2 Ballast log ${tag}`)).toBeVisible();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: `Moved E2E-C${tag}.2 up` })).toBeAttached();
  await expect.poll(() => documentOrder(page, tag)).toEqual([`E2E-C${tag}.2`, `E2E-C${tag}.1`]);
  await page.reload();
  await expect(secondItem).toBeVisible({ timeout: 30_000 });
  expect(await documentOrder(page, tag)).toEqual([`E2E-C${tag}.2`, `E2E-C${tag}.1`]);
  await secondItem.click();
  await page.getByRole('button', { name: `Move E2E-C${tag}.2 down` }).click();
  await expect.poll(() => documentOrder(page, tag)).toEqual([`E2E-C${tag}.1`, `E2E-C${tag}.2`]);
});

/** The documents of this run's chapter, in the order the contents show them. */
async function documentOrder(page: Page, tag: string): Promise<string[]> {
  const items = page.getByRole('treeitem', { name: new RegExp(`^E2E-C${tag}\\.\\d`) });
  return (await items.allInnerTexts()).map((t) => t.slice(0, `E2E-C${tag}.1`.length));
}
