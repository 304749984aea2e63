import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { IDS, aDocument, aTree } from '../../test/dms-test-data';

const OWNER = { id: 'a1b2c3d4-0000-4000-8000-000000000009', name: 'Sofia Lind' };
const NEW_DOC = 'd1000000-0000-4000-8000-000000000099';

const handlers = () => ({
  ...accessHandlers(['dashboard', 'DMS.ism_manual', 'DMS.dcr', 'DMS.obsolete']),
  'GET /dms/tree': () =>
    json({ data: aTree().map((n) => (n.kind === 'chapter' ? { ...n, version: 4 } : n)) }),
  'GET /dms/owners': () => json({ data: [OWNER] }),
  'POST /dms/documents': () =>
    json({ data: { ...aDocument([]), id: NEW_DOC, number: 'ISM-7.3', title: 'Oil spill response' } }, 201),
  [`GET /dms/documents/${NEW_DOC}`]: () =>
    json({ data: { ...aDocument([]), id: NEW_DOC, number: 'ISM-7.3', title: 'Oil spill response' } }),
  [`PATCH /dms/chapters/${IDS.chapter2}`]: () =>
    json({
      data: { id: IDS.chapter2, number: '3', title: 'Master', parentId: null, sortOrder: 2, version: 5 },
    }),
  [`GET /activity/dms-document/${NEW_DOC}/comments`]: () =>
    json({ data: [], page: { total: 0, offset: 0, limit: 200 } }),
  [`GET /activity/dms-document/${NEW_DOC}/attachments`]: () => json({ data: [] }),
});

describe('creating and renaming chapters and documents', () => {
  it(
    'names each wrong field, then creates a document with owner, review interval and ranks',
    { timeout: 120_000 },
    async () => {
      signIn(ADMIN);
      const { calls } = stubApi(handlers());
      const user = userEvent.setup();
      renderApp('/dms/ism');
      await user.click(await screen.findByRole('button', { name: 'New document' }, { timeout: 45_000 }));
      const dialog = await screen.findByRole('dialog', { name: 'New document' });
      const months = within(dialog).getByRole('textbox', { name: /Review interval/ });
      await user.clear(months);
      await user.click(months);
      await user.paste('99');
      await user.click(within(dialog).getByRole('button', { name: 'Create document' }));
      expect(within(dialog).getByText(/^number is required$/i)).toBeInTheDocument();
      expect(within(dialog).getByText(/^title is required$/i)).toBeInTheDocument();
      expect(within(dialog).getByText('Choose the chapter')).toBeInTheDocument();
      expect(within(dialog).getByText('Review interval must be 1–60 months')).toBeInTheDocument();
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await user.click(within(dialog).getByRole('textbox', { name: /Number/ }));
      await user.paste('ISM-7.3');
      await user.click(within(dialog).getByRole('textbox', { name: /Title/ }));
      await user.paste('Oil spill response');
      await user.clear(months);
      await user.click(months);
      await user.paste('24');
      await user.click(within(dialog).getByRole('combobox', { name: /Chapter/ }));
      await user.click(await screen.findByRole('option', { name: "2 Master's responsibility" }));
      await user.click(within(dialog).getByRole('combobox', { name: /Owner/ }));
      await user.click(await screen.findByRole('option', { name: OWNER.name }));
      await user.click(within(dialog).getByRole('combobox', { name: 'Acknowledged by ranks' }));
      await user.click(await screen.findByRole('option', { name: 'Chief Engineer' }));
      await user.click(within(dialog).getByRole('combobox', { name: 'Acknowledged by ranks' }));
      await user.click(await screen.findByRole('option', { name: 'Master' }));
      await user.click(within(dialog).getByRole('button', { name: 'Create document' }));
      await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
      expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
        number: 'ISM-7.3',
        title: 'Oil spill response',
        chapterId: IDS.chapter2,
        ownerUserId: OWNER.id,
        reviewIntervalMonths: 24,
        ackRanks: [1, 6],
        distribution: { allShips: true, shipIds: [], shipFamilies: [] },
        sortOrder: 0,
      });
      // The new document opens.
      expect(await screen.findByText('Oil spill response', {}, { timeout: 10_000 })).toBeInTheDocument();
    },
  );

  it('renames a chapter with the version read from the tree', async () => {
    signIn(ADMIN);
    const { calls } = stubApi(handlers());
    const user = userEvent.setup();
    renderApp('/dms/ism');
    await user.click(await screen.findByRole('button', { name: 'Rename chapter' }, { timeout: 45_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename a chapter' });
    await user.click(within(dialog).getByRole('button', { name: 'Save chapter' }));
    expect(within(dialog).getByText('Choose the chapter to rename')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: /Chapter/ }));
    await user.click(await screen.findByRole('option', { name: "2 Master's responsibility" }));
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(within(dialog).getByRole('button', { name: 'Save chapter' }));
    expect(within(dialog).getByText(/^title is required$/i)).toBeInTheDocument();
    await user.click(title);
    await user.paste('Master');
    await user.clear(within(dialog).getByRole('textbox', { name: /Number/ }));
    await user.paste('3');
    await user.click(within(dialog).getByRole('button', { name: 'Save chapter' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({
      number: '3',
      title: 'Master',
      parentId: null,
      sortOrder: 2,
      version: 4,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
