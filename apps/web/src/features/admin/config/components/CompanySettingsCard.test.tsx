import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, accessHandlers, json, renderApp, signIn, stubApi } from '../../../../test/helpers';
import { CONFIG, SHIP_A, SHIP_B, pageOf } from '../../../../test/fixtures';

const handlers = () => ({
  ...accessHandlers([]),
  'GET /config/': () => json({ data: { ...CONFIG, billTolerancePercent: '2.0000' } }),
  'GET /access/ships/me/': () => json({ data: [SHIP_A, SHIP_B] }),
  'GET /audit/': () => json(pageOf([])),
});

describe('company settings: VAT id and bill tolerance', () => {
  it('names the field of a bad value, then saves the VAT id compact and the tolerances', async () => {
    const user = userEvent.setup();
    signIn(ADMIN);
    const { calls } = stubApi({
      ...handlers(),
      'PUT /config/': ({ init }) =>
        json({ data: { ...CONFIG, ...JSON.parse(String(init.body)), version: 5 } }),
    });
    renderApp('/config');
    const percent = await screen.findByLabelText('Price tolerance (%)', {}, { timeout: 30_000 });
    expect(percent).toHaveValue('2');
    const vat = screen.getByLabelText('Company VAT id');
    await user.click(vat);
    await user.paste('de 12');
    await user.clear(percent);
    await user.click(percent);
    await user.paste('150');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Bill tolerance percent must be at most 100')).toBeInTheDocument();
    expect(screen.getByText('VAT id must be DE followed by 9 digits, e.g. DE123456789')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.clear(vat);
    await user.click(vat);
    await user.paste('de 123 456 789');
    await user.clear(percent);
    await user.click(percent);
    await user.paste('2.5');
    await user.click(screen.getByLabelText('Price tolerance per unit'));
    await user.paste('0.5');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
        version: 4,
        vatId: 'DE123456789',
        billTolerancePercent: '2.5',
        billToleranceAbsolute: '0.5',
      }),
    );
  });
});
