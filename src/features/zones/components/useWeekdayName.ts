/**
 * Weekday names as the server gives them: GET /radna-vremena/popis-dana/ maps each weekday id to its
 * translated name (operations.md §3 "Day list"); the API is asked in the UI's language
 * (Accept-Language, src/api/http.ts). Until the list has loaded, or for a day it lacks, the name is
 * the browser's for the UI language, so a screen never waits on it.
 */
import { useCallback } from 'react';
import { intlTag } from '../../../design-system/format/locale';
import { useAppLocale } from '../../../design-system/format/useFormat';
import { weekdayName } from '../model/forms';
import { useWeekdays } from '../api/weekdays';

export function useWeekdayName(): (weekDay: number) => string {
  const locale = intlTag(useAppLocale());
  const { data } = useWeekdays();
  return useCallback(
    (weekDay: number) => data?.find((day) => day.weekDay === weekDay)?.name ?? weekdayName(weekDay, locale),
    [data, locale],
  );
}
