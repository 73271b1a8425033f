import Copy from 'lucide-react/icons/copy';
import UsersRound from 'lucide-react/icons/users-round';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { toast } from '#/lib/toast.ts';

/**
 * "Share with your group", on a paid private booking: the link its organizer sends so each person of the
 * group puts their name on a ticket (/group/<token>: anyone holding it may, no sign-in).
 */
export function GroupLink({ bookingId, token }: { bookingId: string; token: string }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}/group/${token}`;
  const id = `group-link-${bookingId}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('myBookings.group.copied'));
    } catch {
      toast.error(t('myBookings.group.copyFailed'));
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-2 rounded-lg border bg-muted/40 p-3"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-1.5 font-medium text-sm">
        <UsersRound aria-hidden className="size-4 shrink-0" />
        {t('myBookings.group.title')}
      </h3>
      <p className="text-muted-foreground text-sm">{t('myBookings.group.body')}</p>
      <Label htmlFor={id}>{t('myBookings.group.linkLabel')}</Label>
      {/* Side by side where the link has room to be read; on a narrow card the button goes below it. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={url}
          text="code"
          className="min-w-0 sm:flex-1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={copy}>
          <Copy aria-hidden />
          {t('myBookings.group.copy')}
        </Button>
      </div>
    </section>
  );
}
