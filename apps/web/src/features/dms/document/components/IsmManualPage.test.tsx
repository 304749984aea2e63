import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { IDS, aDocument, aRevision, aTree } from '../../test/dms-test-data';

const office = () => ({
  ...accessHandlers(['dashboard', 'DMS.ism_manual', 'DMS.dcr', 'DMS.obsolete']),
  'GET /dms/tree': () => json({ data: aTree() }),
  [`GET /dms/documents/${IDS.policy}`]: () =>
    json({
      data: aDocument([
        aRevision(),
        aRevision({ id: IDS.rev1, revision: '1', state: 'SUPERSEDED', version: 5 }),
      ]),
    }),
  [`GET /dms/revisions/${IDS.rev2}/acknowledgements`]: () =>
    json({
      data: [
        {
          shipId: '5b0e3c1a-8f2d-4a6b-9c3e-1d2f3a4b5c6d',
          shipName: 'Keel Aurora',
          required: 3,
          done: 1,
          complete: false,
          missing: [
            { userId: 'a1b2c3d4-0000-4000-8000-000000000003', name: 'Lena Berg', rank: 2 },
            { userId: 'a1b2c3d4-0000-4000-8000-000000000004', name: 'Tom Ruiz', rank: null },
          ],
          doneMembers: [],
        },
      ],
    }),
  [`GET /activity/dms-document/${IDS.policy}/comments`]: () =>
    json({ data: [], page: { total: 0, offset: 0, limit: 200 } }),
  [`GET /activity/dms-document/${IDS.policy}/attachments`]: () => json({ data: [] }),
});

describe('ISM manual', () => {
  it('shows the tree with review flags, filters it as you type and highlights full-text matches without HTML', async () => {
    signIn(ADMIN);
    const { calls } = stubApi({
      ...office(),
      'GET /dms/search': ({ url }) =>
        json({
          data: [
            {
              documentId: IDS.alcohol,
              revisionId: IDS.rev1,
              number: '1.2',
              title: 'Drug and alcohol policy',
              revision: '1',
              state: 'EFFECTIVE',
              rank: 0.9,
              headline: `no <b>\u0002${url.searchParams.get('q')}\u0003</b> on board`,
            },
          ],
          page: { total: 1, offset: 0, limit: 10 },
        }),
    });
    const user = userEvent.setup();
    renderApp('/dms/ism');
    const tree = await screen.findByRole(
      'tree',
      { name: 'ISM manual chapters and documents' },
      { timeout: 15_000 },
    );
    expect(within(tree).getByText('Safety and environmental policy')).toBeInTheDocument();
    const overdue = within(tree).getByText("Master's overriding authority").closest('[role="treeitem"]');
    expect(within(overdue as HTMLElement).getByText('Review due')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search the ISM manual' }), 'alcohol');
    await waitFor(() =>
      expect(within(tree).queryByText('Safety and environmental policy')).not.toBeInTheDocument(),
    );
    expect(within(tree).getByText('Drug and alcohol policy')).toBeInTheDocument();

    const headline = await screen.findByTestId('search-headline');
    const mark = headline.querySelector('mark');
    expect(mark).toHaveTextContent('alcohol');
    // The markup in the text is shown as text, never parsed.
    expect(headline).toHaveTextContent('no <b>alcohol</b> on board');
    expect(headline.querySelector('b')).toBeNull();
    expect(calls.some((c) => c.path === '/dms/search')).toBe(true);
  }, 60_000);

  it('opens a document from the keyboard and shows its facts, revisions and who has not acknowledged', async () => {
    signIn(ADMIN);
    stubApi(office());
    const user = userEvent.setup();
    renderApp('/dms/ism');
    const tree = await screen.findByRole('tree', {}, { timeout: 15_000 });
    const chapter = within(tree).getAllByRole('treeitem')[0]!;
    expect(chapter).toHaveTextContent(/^1Company policy/);
    chapter.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(await screen.findByText('Revision in force', {}, { timeout: 10_000 })).toBeInTheDocument();
    // The office's parts (revisions, distribution, acknowledgements) are a lazy chunk of their own.
    expect(await screen.findByRole('table', { name: 'Revisions' }, { timeout: 10_000 })).toHaveTextContent(
      'Superseded',
    );
    expect(screen.getByText(`SHA-256 ${'b'.repeat(64)}`)).toBeInTheDocument();
    expect(screen.getByText(/This file is not a PDF/)).toBeInTheDocument();
    const report = await screen.findByLabelText('Acknowledgements on Keel Aurora');
    expect(report).toHaveTextContent('1 of 3 acknowledged');
    expect(report).toHaveTextContent('Not yet: Lena Berg (Chief Officer), Tom Ruiz');
    expect(screen.getByRole('button', { name: 'Send reminders' })).toBeInTheDocument();
  }, 60_000);
});
