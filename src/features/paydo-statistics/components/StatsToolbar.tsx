/**
 * The statistics area's controls (operations.md §2): the date range (both required, 16 April 2018
 * to yesterday, begin and end presets, a clear button each, the magic button when the user's
 * magic_button setting is on), the Excel report and the mail to a chosen recipient.
 *
 * The picker edits a draft; each complete, valid draft goes to the URL at once (beginDate,
 * endDate), which every tab reads. An incomplete draft stays in the picker with its messages, and
 * the tables keep showing the range of the URL.
 */
import { Box, Button, Field, HStack, NativeSelect, Stack, Wrap } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isAuthFailure } from '../../../api/errors';
import { useUser } from '../../../api/session';
import { DateRangePicker } from '../../../design-system/components/DateRangePicker';
import { notify, OPERATIONS_TOAST_DURATION } from '../../../design-system/components/toaster';
import type { DateRange } from '../../../design-system/format/date';
import { useFormat } from '../../../design-system/format/useFormat';
import { rangeProblems, validRange, type DateProblem, type StatsBounds, type StatsRange } from '../model/range';
import { useDownloadStatistics } from '../api/download-statistics';
import { useRecipients } from '../api/recipients';
import { useSendStatistics } from '../api/send-statistics';
import { LuFileSpreadsheet, LuMail } from 'react-icons/lu';

export interface StatsToolbarProps {
  /** The range of the URL, as it is (either date may be missing or wrong). */
  urlRange: DateRange;
  /** The URL's range when valid: what the Excel report and the mail send. */
  validUrlRange: StatsRange | null;
  bounds: StatsBounds;
  today: Date;
  onRangeChange: (range: StatsRange) => void;
}

export function StatsToolbar({ urlRange, validUrlRange, bounds, today, onRangeChange }: StatsToolbarProps) {
  const { t } = useTranslation('paydo-statistics');
  const format = useFormat();
  const user = useUser();
  const magicButton = user?.settings.some((s) => s.code === 'magic_button' && s.enabled) ?? false;

  // The draft follows the URL whenever the URL changes (a tab link, Back, a new range).
  const urlKey = `${urlRange.begin ?? ''}|${urlRange.end ?? ''}`;
  const [draft, setDraft] = useState<DateRange>(urlRange);
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    setDraft(urlRange);
  }

  const problems = rangeProblems(draft, bounds);
  const message = (problem: DateProblem | undefined) =>
    problem
      ? t(`range.errors.${problem}`, { date: format.date(problem === 'beforeMin' ? bounds.min : bounds.max) })
      : undefined;

  const change = (next: DateRange) => {
    setDraft(next);
    const valid = validRange(next, bounds);
    if (valid && (valid.begin !== urlRange.begin || valid.end !== urlRange.end)) onRangeChange(valid);
  };

  const excel = useDownloadStatistics();
  const mail = useSendStatistics();
  const recipients = useRecipients();
  const recipientId = useId();
  const ownEmail = user?.email ?? '';
  // '' is the user's own address; otherwise a listed recipient.
  const [chosen, setChosen] = useState<string | null>(null);
  const recipient = chosen ?? (ownEmail ? '' : (recipients.data?.[0]?.email ?? ''));

  const downloadExcel = () => {
    if (!validUrlRange) return;
    excel.mutate(validUrlRange, {
      onError: (error) => {
        if (isAuthFailure(error)) return;
        notify.error(isApiError(error) && error.serverText ? error.serverText : t('excel.failed'));
      },
    });
  };

  const send = () => {
    if (!validUrlRange) return;
    mail.mutate(
      // The own address is sent as the recipient too: the spec's call mails only when one is named.
      { range: validUrlRange, recipient: recipient || ownEmail },
      {
        onSuccess: () => notify.success(t('mail.sent'), { duration: OPERATIONS_TOAST_DURATION }),
        onError: (error) => {
          if (isAuthFailure(error)) return;
          notify.error(t('mail.failed'));
        },
      },
    );
  };

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="l3" p="4" bg="bg">
      <Box role="group" aria-label={t('range.label')}>
        <DateRangePicker
          name="paydo"
          value={draft}
          onChange={change}
          min={bounds.min}
          max={bounds.max}
          beginLabel={t('range.begin')}
          endLabel={t('range.end')}
          magicButton={magicButton}
          today={today}
          required
          beginError={message(problems.begin)}
          endError={message(problems.end)}
        />
      </Box>
      <Wrap gap="4" align="flex-end" justify="space-between">
        <HStack gap="2" align="flex-end" wrap="wrap">
          <Field.Root w="auto" disabled={!recipients.data && !ownEmail}>
            <Field.Label htmlFor={recipientId}>{t('mail.recipient')}</Field.Label>
            <NativeSelect.Root size="sm" w={{ base: 'full', sm: '96' }}>
              <NativeSelect.Field id={recipientId} value={recipient} onChange={(e) => setChosen(e.target.value)} data-testid="paydo-recipient">
                {ownEmail ? <option value="">{t('mail.ownEmail', { email: ownEmail })}</option> : null}
                {(recipients.data ?? []).map((r) => (
                  <option key={r.email} value={r.email}>
                    {`${r.name} (${r.email})`}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {recipients.isError && !isAuthFailure(recipients.error) ? (
              <Field.HelperText color="fg.error">{t('mail.recipientsFailed')}</Field.HelperText>
            ) : null}
          </Field.Root>
          <Button size="sm" colorPalette="brand" onClick={send} loading={mail.isPending} disabled={!validUrlRange || (!recipient && !ownEmail)}>
            <LuMail />
            {t('mail.send')}
          </Button>
        </HStack>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={downloadExcel} loading={excel.isPending} disabled={!validUrlRange}>
          <LuFileSpreadsheet />
          {t('excel.button')}
        </Button>
      </Wrap>
    </Stack>
  );
}
