import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ThemeProvider } from '../app/theme/ThemeProvider';
import { useFormState } from '../lib/form';
import { DateInput } from './DateInput';
import { DateTimeInput } from './DateTimeInput';

const wrap = (ui: React.ReactElement) =>
  render(
    <ThemeProvider>
      <LocalizationProvider dateAdapter={AdapterDayjs}>{ui}</LocalizationProvider>
    </ThemeProvider>,
  );

/** A controlled DateInput that reports each value it is given. */
function Controlled({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateInput
      label="Issue date"
      name="issueDate"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

/** The hidden input that carries the field's text (what a form post or a paste would see). */
const hiddenInput = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('DateInput', () => {
  it('shows the value as YYYY/MM/DD in a group named by the label', () => {
    wrap(<DateInput label="Issue date" name="issueDate" value="2026-03-05" onChange={() => {}} />);
    const group = screen.getByRole('group', { name: 'Issue date' });
    const sections = within(group).getAllByRole('spinbutton');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Year', 'Month', 'Day']);
    expect(group.textContent?.replace(/[\u2066-\u2069]/g, '')).toMatch(/^2026\/03\/05/);
    expect(hiddenInput('issueDate')).toHaveValue('2026/03/05');
  });

  it('reports YYYY-MM-DD when a date is typed digit by digit', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    wrap(<Controlled onValue={onValue} />);
    await user.click(
      within(screen.getByRole('group', { name: 'Issue date' })).getAllByRole('spinbutton')[0]!,
    );
    await user.keyboard('20261224');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-24');
    expect(hiddenInput('issueDate')).toHaveValue('2026/12/24');
  });

  it("reports '' once the field is cleared", () => {
    const onValue = vi.fn();
    wrap(<Controlled initial="2026-03-05" onValue={onValue} />);
    fireEvent.change(hiddenInput('issueDate'), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('shows the error under the field, else the helper text', () => {
    const { rerender } = wrap(
      <DateInput label="Issue date" name="issueDate" value="" onChange={() => {}} helperText="When issued" />,
    );
    expect(screen.getByText('When issued')).toBeInTheDocument();
    rerender(
      <ThemeProvider>
        <LocalizationProvider dateAdapter={AdapterDayjs}>
          <DateInput
            label="Issue date"
            name="issueDate"
            value=""
            onChange={() => {}}
            helperText="When issued"
            error="Issue date is required"
          />
        </LocalizationProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('Issue date is required')).toBeInTheDocument();
    expect(screen.queryByText('When issued')).not.toBeInTheDocument();
  });

  it('says so when a date is past 2099-12-31', () => {
    const onValue = vi.fn();
    wrap(<Controlled onValue={onValue} />);
    fireEvent.change(hiddenInput('issueDate'), { target: { value: '2150/01/01' } });
    expect(screen.getByText('Must be on or before 2099/12/31')).toBeInTheDocument();
  });
});

describe('DateInput with form.date', () => {
  it('shows the form message under the field and clears it once a date is typed', async () => {
    const user = userEvent.setup();
    const saved = vi.fn();
    const schema = z.object({ eta: z.iso.date('eta must be a date (YYYY-MM-DD)') });
    function Form() {
      const form = useFormState({ eta: '' });
      return (
        <>
          <DateInput label="ETA" {...form.date('eta')} />
          <button
            type="button"
            onClick={() => {
              const body = form.validate(schema, form.values);
              if (body) saved(body);
            }}
          >
            Save
          </button>
        </>
      );
    }
    wrap(<Form />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('eta must be a date (YYYY-MM-DD)')).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'ETA' })).getAllByRole('spinbutton')[0]!);
    await user.keyboard('20261105');
    expect(screen.queryByText('eta must be a date (YYYY-MM-DD)')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveBeenCalledWith({ eta: '2026-11-05' });
  });
});

describe('DateTimeInput', () => {
  it('shows YYYY/MM/DD HH:mm on a 24-hour clock and reports YYYY-MM-DDTHH:mm', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    function Field() {
      const [value, setValue] = useState('2026-11-25T17:30');
      return (
        <DateTimeInput
          label="Reply deadline"
          name="deadline"
          value={value}
          onChange={(v) => {
            setValue(v);
            onValue(v);
          }}
          helperText="Your local time"
        />
      );
    }
    wrap(<Field />);
    expect(hiddenInput('deadline')).toHaveValue('2026/11/25 17:30');
    expect(screen.getByText('Your local time')).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('group', { name: 'Reply deadline' })).getAllByRole('spinbutton')[0]!,
    );
    await user.keyboard('202612240815');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-24T08:15');
    expect(hiddenInput('deadline')).toHaveValue('2026/12/24 08:15');
  });
});
