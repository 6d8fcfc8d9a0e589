export type {
  ApiClient,
  HostContextValue,
  HostLiveStatus,
  HostSelection,
  HostSettings,
  HostUser,
  Notification,
  ColorScheme,
} from './hostContext';
export { HostProvider, useHost, type HostProviderProps } from './HostProvider';
export { toHostUser } from './toHostUser';
