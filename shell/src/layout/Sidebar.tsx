import { Suspense, lazy } from 'react';
import { Loading } from './Loading';

// The list and its filters use antd; the chunk loads after sign-in, never on the shell's first paint (ARCHITECTURE 2).
const DeviceList = lazy(() => import('../sidebar/DeviceList').then((m) => ({ default: m.DeviceList })));

/** The desktop sidebar (spec 2) and the mobile device-list tab: the device list, loaded on first use. */
export function Sidebar() {
  return (
    <Suspense fallback={<Loading />}>
      <DeviceList />
    </Suspense>
  );
}
