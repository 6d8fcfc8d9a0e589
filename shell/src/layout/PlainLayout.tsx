import { Outlet } from 'react-router-dom';
import { EnvironmentFrame } from './EnvironmentFrame';
import { ShellTopBar } from './ShellTopBar';

/** Top bar and content, no sidebar: the map and the installer app. */
export function PlainLayout() {
  return (
    <EnvironmentFrame>
      <ShellTopBar />
      <main style={{ flex: 1, overflow: 'auto' }}>
        <Outlet />
      </main>
    </EnvironmentFrame>
  );
}
