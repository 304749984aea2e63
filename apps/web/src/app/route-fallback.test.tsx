import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFallback, SKELETON_DELAY_MS, ScreenOutlet } from './route-fallback';

const publicRoutes = [{ path: '/login' }, { path: '/vendor-offer/:token' }];

describe('the first load', () => {
  afterEach(() => window.history.pushState({}, '', '/'));

  it("draws a card's skeleton for a public page", () => {
    window.history.pushState({}, '', '/vendor-offer/abc');
    render(<RouteFallback publicRoutes={publicRoutes} />);
    expect(screen.getByRole('progressbar', { name: 'Loading the page' })).toBeInTheDocument();
    expect(screen.queryByTestId('screen-skeleton')).not.toBeInTheDocument();
  });

  it("draws the signed-in frame's skeleton for any other path", () => {
    window.history.pushState({}, '', '/purchasing/po');
    render(<RouteFallback publicRoutes={publicRoutes} />);
    expect(screen.getByTestId('screen-skeleton')).toBeInTheDocument();
  });
});

describe('going to a screen whose code is still loading', () => {
  it('keeps the old screen for a moment, then shows the skeleton until the new one arrives', async () => {
    let arrive!: () => void;
    const code = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter(
      [
        {
          element: <ScreenOutlet />,
          children: [
            { path: '/', element: <Link to="/slow">Go</Link> },
            {
              path: '/slow',
              lazy: async () => {
                await code;
                return { Component: () => <h1>Slow screen</h1> };
              },
            },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    await userEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(screen.getByRole('link', { name: 'Go' })).toBeInTheDocument();
    expect(
      await screen.findByTestId('screen-skeleton', {}, { timeout: SKELETON_DELAY_MS * 10 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go' })).not.toBeInTheDocument();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Slow screen' })).toBeInTheDocument();
    expect(screen.queryByTestId('screen-skeleton')).not.toBeInTheDocument();
  });
});
