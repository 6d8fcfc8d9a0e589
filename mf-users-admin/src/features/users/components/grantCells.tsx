import { Flex, Tag, Typography } from 'antd';
import { accessLevelName, type Wire } from '@bess/shared';
import type { useTexts } from '../../../i18n';

type Translate = ReturnType<typeof useTexts>['t'];

/** An access level in words; a level without a name shows its number rather than a raw key. */
export function levelText(level: number, t: Translate): string {
  const name = accessLevelName(level);
  return name ? t(`accessLevels.${name}`) : String(level);
}

/** The person of a grant, API clients marked; a long e-mail wraps rather than widening a table past a phone's screen. */
export function personCell(entry: Wire.UserAccessEntry, apiClientText: string) {
  return (
    <span style={{ overflowWrap: 'anywhere' }}>
      {entry.email} {entry.isApiClient && <Tag color="purple">{apiClientText}</Tag>}
    </span>
  );
}

/**
 * A grant's cell on a phone, where a table has room for two columns: the person, and under it the level and the end
 * in words ("Normal user until …", "Normal user, open"), as the add dialog words a grant.
 */
export function personAndGrantCell(
  entry: Wire.UserAccessEntry,
  texts: { apiClient: string; level: string; end: string | null },
  t: Translate,
) {
  return (
    <Flex vertical>
      {personCell(entry, texts.apiClient)}
      <Typography.Text type="secondary">
        {texts.end
          ? t('users.grantUntil', { level: texts.level, end: texts.end })
          : t('users.grantOpen', { level: texts.level })}
      </Typography.Text>
    </Flex>
  );
}
