import { Sidebar } from '../layout/Sidebar';

/** spec 2 / ARCHITECTURE 8: the mobile device-list tab is the shell's own sidebar list. */
export function DeviceListPage() {
  return (
    <div className="device-list-page">
      <Sidebar />
    </div>
  );
}
