import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildAccess } from '@keel/domain';
import { AccessContext } from './access-context';
import { Can } from './Can';

const access = buildAccess({
  isAdmin: false,
  sidebar: ['accounting.bills'],
  shipActions: [
    { ship_id: 'aurora', actions: ['read_bill', 'manage_bill'] },
    { ship_id: 'dorado', actions: ['read_bill'] },
  ],
});

function renderCan(ui: React.ReactElement) {
  return render(
    <AccessContext.Provider value={{ access, isLoading: false, isError: false }}>
      {ui}
    </AccessContext.Provider>,
  );
}

describe('<Can>', () => {
  it('checks the actions on one ship, or on any ship without one', () => {
    renderCan(
      <>
        <Can actions={['manage_bill']} shipId="aurora">
          <span>aurora-manage</span>
        </Can>
        <Can actions={['manage_bill']} shipId="dorado" fallback={<span>dorado-no</span>}>
          <span>dorado-manage</span>
        </Can>
        <Can actions={['manage_bill']}>
          <span>any-manage</span>
        </Can>
        <Can actions={['manage_bill', 'create_invoice']}>
          <span>and-mode</span>
        </Can>
        <Can actions={['manage_bill', 'create_invoice']} mode="or">
          <span>or-mode</span>
        </Can>
      </>,
    );
    expect(screen.getByText('aurora-manage')).toBeInTheDocument();
    expect(screen.queryByText('dorado-manage')).not.toBeInTheDocument();
    expect(screen.getByText('dorado-no')).toBeInTheDocument();
    expect(screen.getByText('any-manage')).toBeInTheDocument();
    expect(screen.queryByText('and-mode')).not.toBeInTheDocument();
    expect(screen.getByText('or-mode')).toBeInTheDocument();
  });

  it('shows nothing while signed out', () => {
    render(<Can actions={['read_bill']}>secret</Can>);
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });
});
