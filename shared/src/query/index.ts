/** TanStack Query key factories and queryOptions, one module per resource (ARCHITECTURE 4). */
export { accessKeys, accessQueries } from './access';
export { alarmKeys, alarmQueries } from './alarms';
export { commissioningKeys, commissioningQueries } from './commissioning';
export { configurationKeys, configurationQueries, userLookupKeys } from './configuration';
export { documentKeys, documentQueries } from './documents';
export { economicsKeys, economicsQueries, type EconomicsPeriod } from './economics';
export { fileKeys, fileQueries } from './files';
export { logKeys, logQueries } from './logs';
export { messageKeys, messageQueries } from './messages';
export { parameterKeys, parameterQueries } from './parameters';
export { partnerKeys, partnerQueries } from './partners';
export { API_QUERY_MAX_RETRIES, retryApiError } from './retry';
export { scheduleKeys, scheduleQueries } from './schedule';
export { searchKeys, searchQueries } from './search';
export { siteSettingsKeys, siteSettingsQueries } from './siteSettings';
export { statisticsKeys, statisticsQueries, SUPPLY_STATISTICS_STALE_MS } from './statistics';
export { statusKeys, statusQueries } from './status';
export { telemetryKeys, telemetryQueries } from './telemetry';
