import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderWithHost } from '@bess/shared/testing';
import type { NavigationEntry } from '@bess/shared';
import { BottomNavigation } from './BottomNavigation';

async function renderBar(entries: NavigationEntry[], path = '/main/home') {
  await renderWithHost(
    <MemoryRouter initialEntries={[path]}>
      <BottomNavigation entries={entries} />
    </MemoryRouter>,
  );
}

const barLinks = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.closest('[role="menu"]') === null)
    .map((link) => link.textContent);

describe('spec 2: the mobile bottom navigation', () => {
  it('shows up to five tabs without a Menu', async () => {
    await renderBar(['home', 'device-list', 'data', 'schedule', 'users']);
    expect(barLinks()).toEqual(['Home', 'Devices', 'Data', 'Schedule', 'Users']);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });

  it('puts what does not fit under Menu, which opens and closes', async () => {
    await renderBar(['overview', 'home', 'device-list', 'data', 'maintenance', 'devices', 'management']);
    expect(barLinks()).toEqual(['Overview', 'Home', 'Devices', 'Data']);
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const menu = screen.getByRole('menu', { name: 'Menu' });
    expect([...menu.querySelectorAll('a')].map((a) => a.textContent)).toEqual([
      'Maintenance',
      'Parameters',
      'Management',
    ]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('takes an installer to the installer app from the bar, in one tap', async () => {
    await renderBar(['overview', 'home', 'installer', 'device-list', 'data', 'maintenance', 'management']);
    expect(barLinks()).toEqual(['Overview', 'Home', 'Install a battery', 'Devices']);
    expect(screen.getByRole('link', { name: 'Install a battery' })).toHaveAttribute('href', '/installer');
  });

  it('marks Menu as current when the open tab is in it', async () => {
    await renderBar(['overview', 'home', 'device-list', 'data', 'maintenance', 'management'], '/main/management');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveClass('active');
  });
});
