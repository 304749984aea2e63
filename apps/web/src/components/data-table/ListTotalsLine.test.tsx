import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListTotalsLine } from './ListTotalsLine';

describe('ListTotalsLine', () => {
  it('says the total in the base currency, grouped, and how many records it holds', () => {
    render(
      <ListTotalsLine
        noun="order"
        totals={{ currency: 'USD', total: '12345.67', count: 120, unconverted: [] }}
      />,
    );
    expect(screen.getByText('Total (USD) 12,345.67 — 120 orders')).toBeInTheDocument();
  });

  it('names what had no exchange rate, with the right plural', () => {
    const { container } = render(
      <ListTotalsLine
        label="Estimated total"
        noun="requisition with an estimate"
        many="requisitions with an estimate"
        totals={{
          currency: 'USD',
          total: '1',
          count: 1,
          unconverted: [{ currency: 'JPY', total: '150000', count: 2 }],
        }}
      />,
    );
    expect(container).toHaveTextContent(
      'Estimated total (USD) 1.00 — 1 requisition with an estimate · JPY 150,000 (2 requisitions with an estimate) without an exchange rate',
    );
  });

  it('shows that the total is loading or unavailable', () => {
    const { rerender } = render(<ListTotalsLine noun="order" totals={undefined} />);
    expect(screen.getByText('Total …')).toBeInTheDocument();
    rerender(<ListTotalsLine noun="order" totals={undefined} error />);
    expect(screen.getByText('Total unavailable')).toBeInTheDocument();
  });
});
