import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTexts } from '../../../i18n';

export interface CustomRangePickerProps {
  onChange(days: [Dayjs | null, Dayjs | null] | null): void;
}

/** The calendar of a custom range: a chunk of its own (React.lazy in DataPage), fetched when "custom" is chosen. */
export function CustomRangePicker({ onChange }: CustomRangePickerProps) {
  const { t } = useTexts();
  return <DatePicker.RangePicker aria-label={t('data.customRange')} onChange={onChange} />;
}
