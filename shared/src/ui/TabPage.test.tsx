import { screen } from '@testing-library/react';
import { SelectionType } from '../domain/enums';
import { renderWithHost } from '../testing';
import { SelectionSummary, TabPage } from './TabPage';

describe('TabPage and SelectionSummary', () => {
  it('titles the page with the translated tab name and shows the build', async () => {
    await renderWithHost(<TabPage titleKey="nav.devices" build="1.2.3" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Parameters');
    expect(screen.getByText(/1\.2\.3/)).toBeInTheDocument();
  });

  it('says that nothing is selected when the host has no selection', async () => {
    await renderWithHost(<SelectionSummary />);
    expect(screen.getByRole('note')).toHaveTextContent('Nothing is selected');
  });

  it("shows the selected item's name read through the host contract", async () => {
    await renderWithHost(<SelectionSummary />, {
      selection: { id: 'site-1', selectionType: SelectionType.SITE, name: 'Aarhus Harbour' },
    });
    expect(screen.getByText('Aarhus Harbour is selected')).toBeInTheDocument();
  });

  it('titles the page in Danish for a Danish user', async () => {
    await renderWithHost(<TabPage titleKey="nav.home" />, {}, 'da');
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('Home');
  });
});
