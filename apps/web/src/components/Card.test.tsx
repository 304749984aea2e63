import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '../app/theme/ThemeProvider';
import { Card } from './Card';

const renderCard = (ui: React.ReactElement) => render(<ThemeProvider>{ui}</ThemeProvider>);

describe('Card', () => {
  it("shows 'No owner' when there is no owner", () => {
    renderCard(<Card title="Keel Aurora" />);
    expect(screen.getByText('Keel Aurora')).toBeInTheDocument();
    expect(screen.getByText('No owner')).toBeInTheDocument();
  });

  it('shows the owner and the children', () => {
    renderCard(
      <Card title="Keel Aurora" owner="Ultramax bulk carriers">
        IMO 9700043
      </Card>,
    );
    expect(screen.getByText('Ultramax bulk carriers')).toBeInTheDocument();
    expect(screen.getByText('IMO 9700043')).toBeInTheDocument();
    expect(screen.queryByText('No owner')).not.toBeInTheDocument();
  });

  it('hides the owner line with showOwner false and the icon with showIcon false', () => {
    const { container } = renderCard(<Card title="Plain" showOwner={false} showIcon={false} />);
    expect(screen.queryByText('No owner')).not.toBeInTheDocument();
    expect(container.querySelector('svg')).toBeNull();
  });

  it('passes titleProps to the title', () => {
    renderCard(<Card title="Heading" titleProps={{ component: 'h2' } as never} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Heading' })).toBeInTheDocument();
  });
});
