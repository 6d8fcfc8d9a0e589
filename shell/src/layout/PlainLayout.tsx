import { Outlet } from 'react-router-dom';
import { TopBar } from './TopBar';
import { AccountMenu } from './AccountMenu';
import { EnvironmentFrame } from './EnvironmentFrame';

/** Top bar and content, no sidebar: the map and the installer app. */
export function PlainLayout() {
  return (
    <EnvironmentFrame>
      <TopBar account={<AccountMenu />} />
      <main style={{ flex: 1 }}>
        <Outlet />
      </main>
    </EnvironmentFrame>
  );
}
