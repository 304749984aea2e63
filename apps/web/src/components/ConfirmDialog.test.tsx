import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../app/theme/ThemeProvider';
import { ConfirmDialog } from './ConfirmDialog';

describe('ConfirmDialog', () => {
  it("defaults to the title 'Confirm' with 'Yes' and 'No'", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ThemeProvider>
        <ConfirmDialog open message="Deactivate this user?" onConfirm={onConfirm} onCancel={onCancel} />
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm' });
    expect(dialog).toHaveTextContent('Deactivate this user?');
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('takes its title from the type and custom button texts', () => {
    render(
      <ThemeProvider>
        <ConfirmDialog
          open
          type="delete"
          message="Gone for good"
          confirmText="Delete"
          cancelText="Keep"
          onCancel={() => {}}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it("hides the confirm button for the 'info' type", () => {
    render(
      <ThemeProvider>
        <ConfirmDialog open type="info" message="Nothing to do" onConfirm={() => {}} onCancel={() => {}} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Yes' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toBeInTheDocument();
  });
});
