import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../app/theme/ThemeProvider';
import { json, signIn, stubApi } from '../../test/helpers';
import { ShareLinkDialog, expiryOf } from './ShareLinkDialog';

const URL_ONCE = 'http://keel.test/api/v1/file/download/shared/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde';

function renderDialog(onClose = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: 0 } } });
  render(
    <ThemeProvider>
      <QueryClientProvider client={client}>
        <ShareLinkDialog kind="certificate-file" recordId="c-1" fileName="SE scan.pdf" onClose={onClose} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return onClose;
}

describe('expiryOf', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('counts presets from now and caps a chosen day at 30 days', () => {
    expect(expiryOf('1', '', now)?.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(expiryOf('30', '', now)?.toISOString()).toBe('2026-12-25T10:00:00.000Z');
    expect(expiryOf('date', '', now)).toBeNull();
    expect(expiryOf('date', '2027-06-01', now)?.toISOString()).toBe('2026-12-25T10:00:00.000Z');
  });
});

describe('ShareLinkDialog', () => {
  it('creates a link with the chosen expiry and note, shows it once and copies it', async () => {
    signIn();
    const user = userEvent.setup();
    // user-event's clipboard stub, spied on (restored after the test; the files share one jsdom).
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { calls } = stubApi({
      'POST /files/shared-links': () =>
        json(
          {
            data: {
              id: '0b6f4a44-0000-4000-8000-000000000001',
              url: URL_ONCE,
              expiresAt: '2026-11-26T10:00:00Z',
            },
          },
          201,
        ),
    });
    renderDialog();
    await user.click(screen.getByRole('button', { name: '1 day' }));
    await user.type(screen.getByLabelText('Note (who it is for, why)'), 'For the surveyor');
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('dialog', { name: 'Link created' })).toBeInTheDocument();
    expect(screen.getByTestId('shared-link-url')).toHaveValue(URL_ONCE);
    expect(screen.getByText(/it is shown only once/)).toBeInTheDocument();

    const sent = calls.find((c) => c.path === '/files/shared-links')!;
    expect(sent.headers['idempotency-key']).toBeUndefined();
    const body = sent.body as { kind: string; recordId: string; expiresAt: string; note: string };
    expect(body).toMatchObject({ kind: 'certificate-file', recordId: 'c-1', note: 'For the surveyor' });
    const ms = new Date(body.expiresAt).getTime() - before;
    expect(ms).toBeGreaterThan(86_400_000 - 60_000);
    expect(ms).toBeLessThanOrEqual(86_400_000 + 60_000);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_ONCE));
  });

  it("shows the server's refusal and keeps the form", async () => {
    signIn();
    const user = userEvent.setup();
    stubApi({
      'POST /files/shared-links': () => json({ message: "You may not read this ship's certificates" }, 403),
    });
    renderDialog();
    await user.click(screen.getByRole('button', { name: 'Create link' }));
    expect(await screen.findByText("You may not read this ship's certificates")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create link' })).toBeInTheDocument();
  });
});
