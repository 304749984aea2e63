import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DmsTreeNode } from '@keel/domain';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { IDS, aTree } from '../../test/dms-test-data';

const versioned = (): DmsTreeNode[] => aTree().map((n) => ({ ...n, version: 3 }));
/** The tree after 1.2 moved up: renumbered 10, 20 in chapter 1. */
const moved = (): DmsTreeNode[] =>
  versioned().map((n) =>
    n.id === IDS.alcohol
      ? { ...n, sortOrder: 10, version: 4 }
      : n.id === IDS.policy
        ? { ...n, sortOrder: 20, version: 4 }
        : n,
  );

describe('ordering the manual', () => {
  it('moves the focused document with Alt+ArrowUp, then a stale move says someone else changed it', async () => {
    signIn(ADMIN);
    let tree = versioned();
    let moves = 0;
    const { calls } = stubApi({
      ...accessHandlers(['dashboard', 'DMS.ism_manual', 'DMS.dcr', 'DMS.obsolete']),
      'GET /dms/tree': () => json({ data: tree }),
      'POST /dms/tree/move': () => {
        moves += 1;
        if (moves > 1) return json({ message: 'The document was changed by someone else' }, 409);
        tree = moved();
        return json({ data: tree });
      },
    });
    const user = userEvent.setup();
    renderApp('/dms/ism');
    const view = await screen.findByRole('tree', {}, { timeout: 15_000 });
    const documentsOf = () =>
      within(view)
        .getAllByRole('treeitem')
        .map((i) => i.textContent ?? '')
        .filter((t) => /^1\.\d/.test(t))
        .map((t) => t.slice(0, 3));
    expect(documentsOf()).toEqual(['1.1', '1.2']);
    within(view).getAllByRole('treeitem')[0]!.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByText('Order: 1.2 Drug and alcohol policy')).toBeInTheDocument();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(documentsOf()).toEqual(['1.2', '1.1']));
    expect(calls.find((c) => c.path === '/dms/tree/move')?.body).toEqual({
      kind: 'document',
      id: IDS.alcohol,
      direction: 'up',
      version: 3,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Moved 1.2 up');
    expect(document.activeElement?.textContent).toMatch(/^1\.2/);
    // First in its chapter now: it cannot go further up.
    expect(screen.getByRole('button', { name: 'Move 1.2 up' })).toBeDisabled();

    const treeReads = calls.filter((c) => c.path === '/dms/tree').length;
    await user.click(screen.getByRole('button', { name: 'Move 1.2 down' }));
    expect(await screen.findByText(/Changed by someone else/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/dms/tree').length).toBeGreaterThan(treeReads),
    );
    expect(calls.filter((c) => c.path === '/dms/tree/move').at(-1)?.body).toMatchObject({
      direction: 'down',
      version: 4,
    });
  }, 60_000);
});
