import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../app/theme/ThemeProvider';
import { json, signIn, stubApi } from '../../test/helpers';
import { ShareLinkButton } from './ShareLinkButton';

describe('ShareLinkButton', () => {
  it('opens the dialog; creating the link does not submit a form around the button', async () => {
    signIn();
    const user = userEvent.setup();
    stubApi({
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
    const outerSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const outerClick = vi.fn();
    render(
      <ThemeProvider>
        <QueryClientProvider client={new QueryClient()}>
          <form onSubmit={outerSubmit} onClick={outerClick}>
            <ShareLinkButton kind="expense-receipt" recordId="e-1" fileName="receipt.pdf" variant="button" />
          </form>
        </QueryClientProvider>
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Share a link to receipt.pdf' }));
    outerClick.mockClear();
    await user.click(await screen.findByRole('button', { name: 'Create link' }));
    expect(await screen.findByRole('dialog', { name: 'Link created' })).toBeInTheDocument();
    expect(outerSubmit).not.toHaveBeenCalled();
    expect(outerClick).not.toHaveBeenCalled();
  });
});
