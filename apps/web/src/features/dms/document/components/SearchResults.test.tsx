import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, signIn, stubApi } from '../../../../test/helpers';
import { SearchResults } from './SearchResults';

const hit = (i: number) => ({
  documentId: `d1000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  revisionId: `e1000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  number: `7.${i}`,
  title: `Fire drill ${i}`,
  revision: '1',
  state: 'EFFECTIVE',
  rank: 0.5,
  headline: 'the \u0002fire\u0003 pump',
});

function show(page: { total: number; totalCapped?: boolean }) {
  signIn();
  stubApi({
    'GET /dms/search': () => json({ data: [hit(1), hit(2)], page: { offset: 0, limit: 10, ...page } }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <SearchResults q="fire" onOpen={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('full-text search results', () => {
  it('says "500+" and how to narrow a search whose matches passed the cap', async () => {
    show({ total: 500, totalCapped: true });
    expect(await screen.findByText(/Found in the text · 500\+ documents/)).toBeInTheDocument();
    expect(screen.getByText(/The best of the first 500 found/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });

  it('gives an exact count without the hint when every match was counted', async () => {
    show({ total: 2 });
    expect(await screen.findByText(/Found in the text · 2 documents/)).toBeInTheDocument();
    expect(screen.queryByText(/The best of the first/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});
