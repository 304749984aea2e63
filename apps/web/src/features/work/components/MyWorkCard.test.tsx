import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../test/helpers';

class QuietSocket {
  onopen = null;
  onmessage = null;
  onclose = null;
  send() {}
  close() {}
}

function setUp(queue: unknown) {
  signIn(MASTER);
  vi.stubGlobal('WebSocket', QuietSocket);
  stubApi({
    ...accessHandlers(['dashboard']),
    'GET /work': () => json({ data: queue }),
    'GET /notifications/unread-count': () => json({ data: { unread: 0 } }),
  });
}

describe('dashboard: my work', () => {
  it('counts what waits by kind, each a link to its filtered list, and shows the total in the top bar', async () => {
    setUp({
      total: 4,
      groups: [
        {
          kind: 'requisition_to_moderate',
          count: 3,
          link: '/purchasing/requisition?state=SUBMITTED',
          items: [],
        },
        { kind: 'delivery_to_receive', count: 1, link: '/purchasing/delivery', items: [] },
      ],
    });
    renderApp('/');
    const list = await screen.findByRole('list', { name: 'My work by kind' });
    expect(within(list).getByRole('link', { name: '3 requisitions to approve' })).toHaveAttribute(
      'href',
      '/purchasing/requisition?state=SUBMITTED',
    );
    expect(within(list).getByRole('link', { name: '1 delivery to receive' })).toHaveAttribute(
      'href',
      '/purchasing/delivery',
    );
    expect(screen.getByText('4 waiting for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My work: 4 waiting' })).toHaveAttribute('href', '/work');
  });

  it('says so when nothing waits', async () => {
    setUp({ total: 0, groups: [] });
    renderApp('/');
    expect(await screen.findByText('Nothing waits for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My work: nothing waiting' })).toBeInTheDocument();
  });
});
