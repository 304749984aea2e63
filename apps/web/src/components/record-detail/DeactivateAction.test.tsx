import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../app/theme/ThemeProvider';
import { DeactivateAction } from './DeactivateAction';

/** A record page in miniature: the save flips the record's state before it settles, as a real page's cache does. */
function Record({ settle }: { settle: Promise<void> }) {
  const [active, setActive] = useState(true);
  return (
    <DeactivateAction
      name="Priya Nair"
      active={active}
      deactivateMessage="Signed out on the next request."
      activateMessage="Can log in again."
      loading={false}
      onConfirm={(next) => {
        setActive(next);
        return settle;
      }}
    />
  );
}

describe('DeactivateAction', () => {
  it('keeps asking what it asked while the save settles, then shows the new state', async () => {
    const user = userEvent.setup();
    let finish!: () => void;
    const settle = new Promise<void>((resolve) => (finish = resolve));
    render(
      <ThemeProvider>
        <Record settle={settle} />
      </ThemeProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate Priya Nair?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    // Saved (the record is inactive now) but not settled: the dialog still says what was asked.
    expect(screen.getByRole('alertdialog', { name: 'Deactivate Priya Nair?' })).toHaveTextContent(
      'Signed out on the next request.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    finish();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument();
  });
});
