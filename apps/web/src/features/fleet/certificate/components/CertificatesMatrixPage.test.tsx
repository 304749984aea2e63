import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { certificateMatrixColumns, type CertificateMatrixRow } from '@keel/domain';
import { MASTER, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { SHIP_A } from '../../../../test/fixtures';

const counts = { SUPERSEDED: 0, EXPIRED: 1, EXTENDED: 0, DUE: 1, WINDOW_OPEN: 0, VALID: 1 };
const row: CertificateMatrixRow = {
  shipId: SHIP_A.id,
  shipName: SHIP_A.name,
  imo: SHIP_A.imo,
  family: SHIP_A.family,
  otherCount: 2,
  counts,
  cells: [
    {
      column: 'SOLAS_SR',
      typeCode: 'SOLAS_SR',
      certificateId: '11111111-1111-4111-8111-111111111111',
      number: 'SR-1',
      state: 'DUE',
      expiryDate: '2026-12-12',
      effectiveExpiry: '2026-12-12',
      daysToExpiry: 21,
      matches: true,
    },
    {
      column: 'MLC',
      typeCode: 'MLC',
      certificateId: '22222222-2222-4222-8222-222222222222',
      number: 'MLC-1',
      state: 'EXPIRED',
      expiryDate: '2026-11-09',
      effectiveExpiry: '2026-11-09',
      daysToExpiry: -12,
      matches: true,
    },
    {
      column: 'CLASS',
      typeCode: 'CLASS',
      certificateId: '33333333-3333-4333-8333-333333333333',
      number: 'CL-1',
      state: 'VALID',
      expiryDate: '2029-01-01',
      effectiveExpiry: '2029-01-01',
      daysToExpiry: 900,
      matches: false,
    },
    {
      column: 'other:ship sanitation control exemption certificate',
      typeCode: null,
      certificateId: '44444444-4444-4444-8444-444444444444',
      number: 'SSCEC-26-1',
      state: 'EXPIRED',
      expiryDate: '2026-11-20',
      effectiveExpiry: '2026-11-20',
      daysToExpiry: -5,
      matches: true,
    },
  ],
};
const columns = certificateMatrixColumns([
  { typeCode: null, name: 'Ship Sanitation Control Exemption Certificate', state: 'EXPIRED' },
  { typeCode: null, name: 'Document of Compliance DG', state: 'VALID' },
]);

function setup() {
  signIn(MASTER);
  const queries: URLSearchParams[] = [];
  stubApi({
    ...accessHandlers(['dashboard', 'certificate.certificates']),
    'GET /certificates/matrix': ({ url }) => {
      queries.push(url.searchParams);
      return json({ data: [row], page: { total: 1, offset: 0, limit: 25 }, columns });
    },
  });
  return queries;
}

describe('certificate matrix', () => {
  it('colours each cell by its state, marks missing certificates and shows the legend', async () => {
    setup();
    renderApp('/certificate');
    const table = await screen.findByRole('table', { name: 'Certificate matrix' });
    const due = within(table).getByRole('link', {
      name: /^Safety Radio: Due, SR-1, 2026\/12\/12 \(21 days left\)/,
    });
    expect(due.closest('td')).toHaveAttribute('data-state', 'DUE');
    expect(due).toHaveAttribute(
      'href',
      `/certificate/${SHIP_A.id}?open=11111111-1111-4111-8111-111111111111`,
    );
    expect(
      within(table)
        .getByRole('link', { name: /^MLC: Expired/ })
        .closest('td'),
    ).toHaveAttribute('data-state', 'EXPIRED');
    expect(within(table).getByRole('img', { name: 'ISPP: no certificate' }).closest('td')).toHaveAttribute(
      'data-state',
      'NONE',
    );
    expect(within(table).getByRole('link', { name: SHIP_A.name })).toHaveAttribute(
      'href',
      `/certificate/${SHIP_A.id}`,
    );
    const legend = screen.getByRole('list', { name: 'Legend' });
    for (const label of [
      'Valid',
      'Survey window open',
      'Due',
      'Extended',
      'Expired',
      'Superseded',
      'No certificate',
    ])
      expect(within(legend).getByText(label)).toBeInTheDocument();
  });

  it('shows a certificate of no standard type in the column of its name, with its state, and opens it', async () => {
    setup();
    renderApp('/certificate');
    const table = await screen.findByRole('table', { name: 'Certificate matrix' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    for (const name of ['BWM', 'IAFS', 'CLC', 'Bunker CLC', 'Wreck Removal', 'Safe Manning', 'Registry'])
      expect(headers).toContain(name);
    expect(headers.slice(-2)).toEqual([
      'Document of Compliance DG',
      'Ship Sanitation Control Exemption Certificate',
    ]);
    const other = within(table).getByRole('link', {
      name: /^Ship Sanitation Control Exemption Certificate: Expired, SSCEC-26-1, 2026\/11\/20/,
    });
    expect(other.closest('td')).toHaveAttribute('data-state', 'EXPIRED');
    expect(other).toHaveAttribute(
      'href',
      `/certificate/${SHIP_A.id}?open=44444444-4444-4444-8444-444444444444`,
    );
    expect(
      within(table).getByRole('img', { name: 'Document of Compliance DG: no certificate' }).closest('td'),
    ).toHaveAttribute('data-state', 'NONE');
  });

  it('dims the cells outside the expiry filter and sends the filter to the server', async () => {
    const queries = setup();
    const user = userEvent.setup();
    renderApp('/certificate');
    const classCell = await screen.findByRole('link', { name: /^Class: Valid/ });
    expect(classCell.firstElementChild).toHaveStyle({ opacity: '0.35' });
    await user.click(screen.getByRole('combobox', { name: 'Expiring within' }));
    await user.click(await screen.findByRole('option', { name: '30 days' }));
    await waitFor(() => expect(queries.at(-1)?.get('expiringWithinDays')).toBe('30'));
  });

  it('says so when no ship matches', async () => {
    signIn(MASTER);
    stubApi({
      ...accessHandlers(['dashboard', 'certificate.certificates']),
      'GET /certificates/matrix': () => json({ data: [], page: { total: 0, offset: 0, limit: 25 }, columns }),
    });
    renderApp('/certificate?within=30');
    expect(await screen.findByText('No ship has a certificate expiring within 30 days.')).toBeInTheDocument();
  });
});

describe("another ship's certificates", () => {
  it('shows the access error with the server message on a 403', async () => {
    signIn(MASTER);
    const message = { message: 'You have no access to this ship' };
    stubApi({
      ...accessHandlers(['dashboard', 'certificate.certificates']),
      'GET /certificates/matrix': () => json(message, 403),
      'GET /certificates/': () => json(message, 403),
    });
    renderApp('/certificate/6c1f4d2b-9a3e-4b7c-8d4f-2e3a4b5c6d7e');
    const alert = await screen.findByRole('region', { name: 'Access error' });
    expect(within(alert).getByText('403 · Access Error')).toBeInTheDocument();
    expect(within(alert).getByText('You have no access to this ship')).toBeInTheDocument();
    expect(within(alert).getByText(/Access to the site is restricted/)).toBeInTheDocument();
  });
});
