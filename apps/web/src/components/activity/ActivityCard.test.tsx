import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry, RecordAttachment, RecordComment } from '@keel/domain';
import { AuthContext, type AuthContextValue } from '../../app/auth/auth-context';
import { ThemeProvider } from '../../app/theme/ThemeProvider';
import { json, stubApi } from '../../test/helpers';
import { ActivityCard } from './ActivityCard';

const ID = '7b6f3c0e-1111-4222-8333-444455556666';
const BASE = `/activity/requisition/${ID}`;
const ME = {
  id: 'a1b2c3d4-0000-4000-8000-000000000003',
  name: 'Priya Nair',
  email: 'p@keel.demo',
  isAdmin: false,
};
const JONAS = { id: 'a1b2c3d4-0000-4000-8000-000000000002', name: 'Capt. Jonas Eriksen' };

const comment = (over: Partial<RecordComment>): RecordComment => ({
  id: 'c0000000-0000-4000-8000-000000000001',
  entity: 'requisition',
  entityId: ID,
  body: 'Needed before Rotterdam',
  mentions: [],
  authorId: ME.id,
  authorName: ME.name,
  createdAt: '2026-11-24T09:30:00.000Z',
  editedAt: null,
  version: 3,
  ...over,
});

const ENTRY: ActivityEntry = {
  id: 'e0000000-0000-4000-8000-000000000001',
  at: '2026-11-24T08:00:00.000Z',
  actorName: 'Ana Petrova',
  action: 'update',
  verb: 'changed the requisition',
  changes: [{ field: 'requiredBy', label: 'Required by', from: '2026/12/01', to: '2026/12/05' }],
  note: null,
  text: 'Ana Petrova changed Required by from 2026/12/01 to 2026/12/05',
};

const FILE = (over: Partial<RecordAttachment>): RecordAttachment => ({
  id: 'f0000000-0000-4000-8000-000000000001',
  name: 'quote.pdf',
  mime: 'application/pdf',
  size: 20480,
  sha256: 'ab'.repeat(32),
  uploadedAt: '2026-11-24T10:00:00.000Z',
  uploadedById: ME.id,
  uploadedByName: ME.name,
  ...over,
});

function renderCard() {
  const auth = { user: ME, isAuthenticated: true } as unknown as AuthContextValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  return render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <AuthContext.Provider value={auth}>
          <ActivityCard entity="requisition" id={ID} />
        </AuthContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

const page = <T,>(data: T[]) => json({ data, page: { total: data.length, offset: 0, limit: 200 } });

describe('ActivityCard', () => {
  it('mentions a person picked with the keyboard in the @ list and sends their id', async () => {
    const user = userEvent.setup();
    let comments: RecordComment[] = [];
    const { calls } = stubApi({
      [`GET ${BASE}/comments`]: () => page(comments),
      [`GET ${BASE}/attachments`]: () => json({ data: [] }),
      [`GET ${BASE}/mentionable`]: () =>
        json({ data: [{ id: 'a1b2c3d4-0000-4000-8000-000000000001', name: 'Ada Admin' }, JONAS] }),
      [`POST ${BASE}/comments`]: ({ init }) => {
        const body = JSON.parse(String(init.body)) as { body: string };
        comments = [comment({ body: body.body, mentions: [JONAS], version: 1 })];
        return json({ data: comments[0] });
      },
    });
    renderCard();
    expect(await screen.findByText(/No comments yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a comment' }));
    const box = screen.getByRole('combobox', { name: 'Add a comment' });
    await user.type(box, 'Please check @jo');
    const list = await screen.findByRole('listbox', { name: 'People to mention' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ada Admin', 'Capt. Jonas Eriksen']);
    expect(calls.some((c) => c.path === `${BASE}/mentionable` && c.method === 'GET')).toBe(true);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(box).toHaveValue('Please check @Capt. Jonas Eriksen ');
    await user.type(box, 'the count');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      body: 'Please check @Capt. Jonas Eriksen the count',
      mentionIds: [JONAS.id],
    });
    const posted = await screen.findByRole('list', { name: 'Comments' });
    expect(within(posted).getByText('@Capt. Jonas Eriksen')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Add a comment' })).toBeNull();
  });

  it('asks before deleting one of my comments; another author has no delete button', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [`GET ${BASE}/comments`]: () =>
        page([
          comment({}),
          comment({
            id: 'c0000000-0000-4000-8000-000000000002',
            body: 'Ordered from stock',
            authorId: JONAS.id,
            authorName: JONAS.name,
          }),
        ]),
      [`GET ${BASE}/attachments`]: () => json({ data: [] }),
      [`DELETE ${BASE}/comments/c0000000-0000-4000-8000-000000000001`]: () =>
        new Response(null, { status: 204 }),
    });
    renderCard();
    expect(await screen.findByText('Needed before Rotterdam', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete comment' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.path).toBe(
      `${BASE}/comments/c0000000-0000-4000-8000-000000000001`,
    );
  });

  it('shows the history in words and the files, with delete only on my own', async () => {
    const user = userEvent.setup();
    stubApi({
      [`GET ${BASE}/comments`]: () => page([]),
      [`GET ${BASE}`]: () => json({ data: [ENTRY], page: { total: 1, offset: 0, limit: 20 } }),
      [`GET ${BASE}/attachments`]: () =>
        json({
          data: [
            FILE({}),
            FILE({ id: 'f0000000-0000-4000-8000-000000000002', name: 'photo.jpg', uploadedById: JONAS.id }),
          ],
        }),
    });
    renderCard();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Ana Petrova changed Required by from 2026/12/01 to 2026/12/05');
    await user.click(screen.getByRole('tab', { name: 'Files (2)' }));
    const files = await screen.findByRole('list', { name: 'Files' });
    expect(within(files).getByText('quote.pdf')).toBeInTheDocument();
    expect(within(files).getAllByText(/20 KB · Priya Nair/)).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Delete quote.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete photo.jpg' })).toBeNull();
  });

  it('shares an attached file by a link of kind record-attachment (entity/record/file)', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      [`GET ${BASE}/comments`]: () => page([]),
      [`GET ${BASE}`]: () => json({ data: [], page: { total: 0, offset: 0, limit: 20 } }),
      [`GET ${BASE}/attachments`]: () => json({ data: [FILE({ uploadedById: JONAS.id })] }),
      'POST /files/shared-links': () =>
        json(
          {
            data: {
              id: '0b6f4a44-0000-4000-8000-000000000001',
              url: 'http://keel.test/api/v1/file/download/shared/x',
              expiresAt: '2026-11-26T10:00:00Z',
            },
          },
          201,
        ),
    });
    renderCard();
    await user.click(await screen.findByRole('tab', { name: 'Files (1)' }));
    // Sharing does not depend on who attached the file (the server checks that the user may read it).
    await user.click(await screen.findByRole('button', { name: 'Share a link to quote.pdf' }));
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('dialog', { name: 'Link created' })).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.path === '/files/shared-links');
    expect(post?.body).toMatchObject({
      kind: 'record-attachment',
      recordId: `requisition/${ID}/f0000000-0000-4000-8000-000000000001`,
    });
  });
});
