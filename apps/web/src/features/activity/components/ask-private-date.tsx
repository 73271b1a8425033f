import type { ActivityDetail } from '@sortim/contracts/activities';
import CalendarHeart from 'lucide-react/icons/calendar-heart';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LazyPopup } from '#/components/lazy-popup.tsx';
import { Button } from '#/components/ui/button.tsx';
import { useCityName } from '#/lib/cities.ts';
import { formatMoney } from '#/lib/format.ts';
import { loadPageCatalogs } from '#/lib/i18n.ts';
import { returnToState } from '#/lib/return-to.ts';
import { useMe } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/** What the dialog is given (its own type, the dialog's module being loaded only when wanted). */
type DialogProps = {
  activityId: string;
  maxGroup: number;
  minimumCents: number;
  timeZone: string;
  cityName: string;
};

/** The dialog's chunk, with the catalog's last part where its words are (the page's first load has neither). */
const loadDialog = () =>
  Promise.all([
    import('#/features/activity/components/ask-private-date-dialog.tsx'),
    loadPageCatalogs({ wholeCatalog: true }),
  ]).then(([module]) => module.AskPrivateDateDialog);

/**
 * "Ask for a private date", on an activity its host offers privately: what a private group pays at least and
 * how large it may be, and the dialog (loaded when first wanted: its form is not on the page's first load).
 * A visitor who is not signed in is sent to sign in, and brought back.
 */
export function AskPrivateDate({ activity }: { activity: ActivityDetail }) {
  const { t, i18n } = useTranslation();
  const nameOf = useCityName();
  const me = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const offer = activity.privateOffer;
  if (!offer) return null;

  const trigger = (
    <Button variant="outline" className="w-full">
      <CalendarHeart aria-hidden />
      {t('privateRequests.ask.trigger')}
    </Button>
  );
  return (
    <div className="flex flex-col gap-2">
      {me.user ? (
        <LazyPopup<DialogProps>
          load={loadDialog}
          popup="dialog"
          trigger={trigger}
          activityId={activity.id}
          maxGroup={offer.maxGroup}
          minimumCents={offer.minimumCents}
          timeZone={activity.timeZone}
          cityName={nameOf(activity.cityName)}
        />
      ) : (
        <Button
          variant="outline"
          className="w-full"
          onClick={() => {
            toast.error(t('privateRequests.ask.signIn'));
            void navigate('/auth', { state: returnToState(location) });
          }}
        >
          <CalendarHeart aria-hidden />
          {t('privateRequests.ask.trigger')}
        </Button>
      )}
      <p className="text-center text-muted-foreground text-xs">
        {t('privateRequests.ask.offer', {
          max: offer.maxGroup,
          minimum: formatMoney(offer.minimumCents, i18n.language),
        })}
      </p>
    </div>
  );
}
