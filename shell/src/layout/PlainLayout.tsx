import { Outlet } from 'react-router-dom';
import { TopBar } from './TopBar';
import { EnvironmentFrame } from './EnvironmentFrame';

/** Top bar and content, no sidebar: the map and the installer app. */
export function PlainLayout() {
  return (
    <EnvironmentFrame>
      <TopBar />
      <main style={{ flex: 1 }}>
        <Outlet />
      </main>
    </EnvironmentFrame>
  );
}
