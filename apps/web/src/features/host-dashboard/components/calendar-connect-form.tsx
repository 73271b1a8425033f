import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarConnectInput } from '@sortim/contracts/calendar';
import Link2 from 'lucide-react/icons/link-2';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { useConnectCalendar } from '#/features/host-dashboard/api/connect-calendar.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

type Field = 'icsUrl' | 'filterTag';
const FIELDS: readonly Field[] = ['icsUrl', 'filterTag'];

/** Connect an .ics address; the server fetches it at once and imports the tagged events as drafts. */
export function CalendarConnectForm() {
  const { t } = useTranslation();
  const connect = useConnectCalendar();
  const form = useForm({
    resolver: zodResolver(CalendarConnectInput),
    defaultValues: { icsUrl: '', filterTag: '' },
  });
  const { errors } = form.formState;

  const errorText = useValidationMessage();

  const onSubmit = form.handleSubmit(({ icsUrl, filterTag }) =>
    connect.mutateAsync({ icsUrl, filterTag: filterTag || null }).then(
      (status) => {
        toast.success(t('hostDashboard.calendar.connected'), {
          description: t('hostDashboard.calendar.imported', { count: status.imported }),
        });
        form.reset();
      },
      (error: unknown) => {
        applyServerFieldErrors(error, FIELDS, form.setError);
        toast.error(t('hostDashboard.calendar.connectionFailed'), {
          description: errorMessage(error, t('hostDashboard.calendar.connectionFailedHint')),
        });
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormField
        id="calendar-ics-url"
        label={t('hostDashboard.calendar.icsUrl')}
        error={errorText(errors.icsUrl)}
        hint={t('hostDashboard.calendar.icsUrlHint')}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('hostDashboard.calendar.icsUrlPlaceholder')}
          {...fieldAria('calendar-ics-url', errorText(errors.icsUrl), t('hostDashboard.calendar.icsUrlHint'))}
          {...form.register('icsUrl')}
        />
      </FormField>
      <FormField
        id="calendar-filter-tag"
        label={t('hostDashboard.calendar.filterTag')}
        error={errorText(errors.filterTag)}
        hint={t('hostDashboard.calendar.filterTagHint')}
      >
        <Input
          autoComplete="off"
          spellCheck={false}
          maxLength={50}
          placeholder={t('hostDashboard.calendar.filterTagPlaceholder')}
          {...fieldAria(
            'calendar-filter-tag',
            errorText(errors.filterTag),
            t('hostDashboard.calendar.filterTagHint'),
          )}
          {...form.register('filterTag')}
        />
      </FormField>
      <Button type="submit" className="self-start" disabled={connect.isPending}>
        <Link2 aria-hidden />
        {connect.isPending ? t('hostDashboard.calendar.connecting') : t('hostDashboard.calendar.connect')}
      </Button>
    </form>
  );
}
