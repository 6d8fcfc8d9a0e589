export type { ApiClient, HostContextValue, HostSelection, HostUser, Notification } from './hostContext';
export { HostProvider, useHost, type HostProviderProps } from './HostProvider';
