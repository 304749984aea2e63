import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MonthsEditor } from './MonthsEditor';
import { monthsSummary } from './budget-money';

function Harness({
  amount,
  currency = 'USD',
  errors = {},
}: {
  amount: string;
  currency?: string;
  errors?: Record<string, string>;
}) {
  const [months, setMonths] = useState<string[]>(Array(12).fill(''));
  return (
    <MonthsEditor amount={amount} currency={currency} months={months} onChange={setMonths} errors={errors} />
  );
}

describe('MonthsEditor', () => {
  it('distributes evenly to the minor unit, the first months taking the remainder', async () => {
    const user = userEvent.setup();
    render(<Harness amount="1000.05" />);
    await user.click(screen.getByRole('button', { name: 'Distribute evenly' }));
    expect(screen.getByLabelText('Jan amount')).toHaveValue('83.34');
    expect(screen.getByLabelText('Feb amount')).toHaveValue('83.34');
    expect(screen.getByLabelText('Dec amount')).toHaveValue('83.33');
    expect(screen.getByRole('status')).toHaveTextContent(
      'The months add up to the budget amount (USD 1,000.05).',
    );
  });

  it('tells how much is left or over while the months are typed, exactly', async () => {
    const user = userEvent.setup();
    render(<Harness amount="0.3" />);
    await user.type(screen.getByLabelText('Jan amount'), '0.1');
    await user.type(screen.getByLabelText('Feb amount'), '0,1');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Distributed USD 0.20: USD 0.10 left to distribute.',
    );
    await user.type(screen.getByLabelText('Mar amount'), '0.2');
    expect(screen.getByRole('status')).toHaveTextContent('USD 0.10 more than the amount.');
  });

  it('cannot distribute without a valid amount, and shows the months error', () => {
    render(
      <Harness
        amount="abc"
        errors={{
          months: 'The months add up to 0.00, not the budget amount 10.00',
          'months.3': 'month must be a decimal number such as 1234.56',
        }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Distribute evenly' })).toBeDisabled();
    expect(screen.getByText('The months add up to 0.00, not the budget amount 10.00')).toBeInTheDocument();
    expect(screen.getByText('month must be a decimal number such as 1234.56')).toBeInTheDocument();
  });

  it('sums without floating-point error', () => {
    expect(monthsSummary('0.3', ['0.1', '0.2', ...Array(10).fill('0')])).toEqual({
      distributed: '0.3',
      remaining: '0.0',
      exact: true,
    });
  });
});
