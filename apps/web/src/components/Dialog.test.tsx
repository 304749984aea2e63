import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../app/theme/ThemeProvider';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it("shows 'Save' and 'Cancel' by default; Enter in a field saves", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onClose = vi.fn();
    render(
      <ThemeProvider>
        <Dialog open title="New user" onClose={onClose} onSave={onSave}>
          <input aria-label="Name" />
        </Dialog>
      </ThemeProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'New user' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada{Enter}');
    expect(onSave).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows a spinner on Save while loading and does not save twice', async () => {
    const onSave = vi.fn();
    render(
      <ThemeProvider>
        <Dialog open title="Saving" onClose={() => {}} onSave={onSave} loading />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: /save/i })).toBeDisabled();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('has no buttons row without onSave when Cancel is hidden', () => {
    render(
      <ThemeProvider>
        <Dialog open title="Info" onClose={() => {}} onCancel={false} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('asks "Discard changes?" on Esc when the form is dirty, and closes only after Discard', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ThemeProvider>
        <Dialog open dirty title="Edit vendor" onClose={onClose} onSave={() => {}}>
          <input aria-label="Name" />
        </Dialog>
      </ThemeProvider>,
    );
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    const ask = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes at once on Esc when nothing was changed', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <ThemeProvider>
        <Dialog open title="Edit vendor" onClose={onClose} onSave={() => {}}>
          <input aria-label="Name" />
        </Dialog>
      </ThemeProvider>,
    );
    await user.click(screen.getByLabelText('Name'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
