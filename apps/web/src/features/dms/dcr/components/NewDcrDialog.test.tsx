import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { IDS, SHIP_A, aTree } from '../../test/dms-test-data';
import { validateDcrForm } from './dcr-form';

const dcr = {
  id: IDS.dcr,
  number: 'DCR-2026-0007',
  documentId: IDS.policy,
  documentNumber: '1.1',
  documentTitle: 'Safety and environmental policy',
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  proposerId: MASTER.id,
  proposerName: MASTER.name,
  reason: 'The muster list changed',
  proposedText: 'New wording',
  file: null,
  state: 'SUBMITTED',
  decisionReason: null,
  decidedByName: null,
  decidedAt: null,
  implementedRevisionId: null,
  implementedRevision: null,
  createdAt: '2026-11-25T10:00:00.000Z',
  updatedAt: '2026-11-25T10:00:00.000Z',
  version: 1,
};

describe('the new change request form', () => {
  it('names every missing field before sending, then raises it from the master’s ship', async () => {
    signIn(MASTER);
    const { calls } = stubApi({
      ...accessHandlers(['dashboard', 'DMS.ism_manual', 'DMS.dcr']),
      'GET /access/ships/me/': () => json({ data: [SHIP_A] }),
      'GET /dms/tree': () => json({ data: aTree(false) }),
      'GET /dms/dcrs': () => json({ data: [], page: { total: 0, offset: 0, limit: 25 } }),
      'POST /dms/dcrs': () => json({ data: dcr }, 201),
      [`GET /dms/dcrs/${IDS.dcr}`]: () => json({ data: dcr }),
      [`GET /activity/dms-dcr/${IDS.dcr}/comments`]: () =>
        json({ data: [], page: { total: 0, offset: 0, limit: 200 } }),
      [`GET /activity/dms-dcr/${IDS.dcr}/attachments`]: () => json({ data: [] }),
      [`GET /activity/dms-dcr/${IDS.dcr}`]: () =>
        json({ data: [], page: { total: 0, offset: 0, limit: 20 } }),
    });
    const user = userEvent.setup();
    renderApp('/dms/dcr');
    expect(
      await screen.findByText('No change requests for this selection.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New change request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New change request' });
    await user.click(within(dialog).getByRole('button', { name: 'Raise' }));
    expect(within(dialog).getByText('Choose the document to change')).toBeInTheDocument();
    expect(within(dialog).getByText(/^reason is required$/i)).toBeInTheDocument();
    expect(
      within(dialog).getByText('Write the proposed text or attach a marked-up file'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    // The master raises it from his ship: the office is not offered.
    expect(within(dialog).getByRole('combobox', { name: 'Raised from' })).toHaveTextContent(SHIP_A.name);

    await user.click(within(dialog).getByRole('combobox', { name: 'Document' }));
    await user.click(await screen.findByRole('option', { name: '1.1 Safety and environmental policy' }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for the change/ }),
      'The muster list changed',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Proposed text' }), 'New wording');
    await user.click(within(dialog).getByRole('button', { name: 'Raise' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/dms/dcrs')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      documentId: IDS.policy,
      shipId: SHIP_A.id,
      reason: 'The muster list changed',
      proposedText: 'New wording',
    });
    expect(
      await screen.findByRole('heading', { name: /DCR-2026-0007/ }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  }, 60_000);

  it('accepts a marked-up file instead of text and refuses one over 25 MiB', () => {
    const values = { documentId: IDS.policy, shipId: '', reason: 'Typo', proposedText: '' };
    const small = new File(['x'], 'markup.pdf', { type: 'application/pdf' });
    expect(validateDcrForm(values, small)).toMatchObject({
      ok: true,
      body: { shipId: null, proposedText: '' },
    });
    const big = new File(['x'], 'big.pdf');
    Object.defineProperty(big, 'size', { value: 26 * 1024 * 1024 });
    expect(validateDcrForm(values, big)).toEqual({
      ok: false,
      errors: { file: 'The file is larger than 25 MiB' },
    });
  });
});
