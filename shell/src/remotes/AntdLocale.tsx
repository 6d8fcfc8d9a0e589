// antd's own texts and dayjs's names in the interface language around every remote module: shared's AntdLocale, the
// same one an embedded module gets on a partner's page. Imported only by the chunk that loads remotes (ARCHITECTURE 2).
export { AntdLocale } from '@bess/shared/antd';
