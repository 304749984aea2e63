import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DueDateCell, UrgentMark, isOverdue } from './ListCells';

describe('isOverdue', () => {
  it('is true only for an open record whose day is before today', () => {
    expect(isOverdue('2026-11-24', true, '2026-11-25')).toBe(true);
    expect(isOverdue('2026-11-25', true, '2026-11-25')).toBe(false);
    expect(isOverdue('2026-11-24T23:00:00.000Z', true, '2026-11-25')).toBe(true);
    expect(isOverdue('2026-11-24', false, '2026-11-25')).toBe(false);
    expect(isOverdue(null, true, '2026-11-25')).toBe(false);
  });
});

describe('DueDateCell', () => {
  it('shows a past date of an open record in the error colour, with "Overdue" for screen readers', () => {
    render(<DueDateCell date="2026-11-01" open today="2026-11-25" />);
    const cell = screen.getByTitle('Overdue');
    expect(cell).toHaveTextContent('2026/11/01 Overdue');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
    expect(getComputedStyle(cell).color).not.toBe(getComputedStyle(document.body).color);
  });

  it('shows a future date, or the date of a closed record, plainly', () => {
    const { rerender } = render(<DueDateCell date="2026-12-01" open today="2026-11-25" />);
    expect(screen.getByText('2026/12/01')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).toBeNull();
    rerender(<DueDateCell date="2026-11-01" open={false} today="2026-11-25" />);
    expect(screen.getByText('2026/11/01')).toBeInTheDocument();
    expect(screen.queryByText('Overdue')).toBeNull();
  });

  it('can show another text (a supply window) while the due date decides', () => {
    render(<DueDateCell date="2026-11-08" open today="2026-11-25" text="2026/11/01 – 2026/11/08" />);
    expect(screen.getByTitle('Overdue')).toHaveTextContent('2026/11/01 – 2026/11/08 Overdue');
  });
});

describe('UrgentMark', () => {
  it('says "Urgent" in words', () => {
    render(<UrgentMark />);
    expect(screen.getByText('Urgent')).toBeInTheDocument();
  });
});
