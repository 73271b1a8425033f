import type { HostActivity } from '@sortim/contracts/hosting';
import type { LucideIcon } from 'lucide-react';
import Pencil from 'lucide-react/icons/pencil';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeleteHostActivityDialog } from '#/components/host-activity-card/delete-host-activity-dialog.tsx';
import { DuplicateActivityButton } from '#/components/host-activity-card/duplicate-activity-button.tsx';
import {
  hostActivityActions,
  hostActivityState,
} from '#/components/host-activity-card/host-activity-facts.ts';
import { Badge } from '#/components/ui/badge.tsx';
import { Button } from '#/components/ui/button.tsx';

/*
 * What a host's activity shows the same way as a card (a grid from 640 px) and as a compact row (a phone):
 * its title, its Draft or Cancelled badge and its actions. Each layout places them.
 */

/** The title, a link to the activity's page once it is live (a draft or a cancelled one has no page). */
export function HostActivityTitle({ activity }: { activity: HostActivity }) {
  if (hostActivityState(activity) !== 'published') return activity.title;
  return (
    <Link
      to={`/activity/${activity.id}`}
      className="rounded-sm hover:underline focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
    >
      {activity.title}
    </Link>
  );
}

/** Draft or Cancelled; nothing for a live activity. */
export function HostActivityStateBadge({
  activity,
  className,
}: {
  activity: HostActivity;
  className?: string;
}) {
  const { t } = useTranslation();
  const state = hostActivityState(activity);
  if (state === 'published') return null;
  return (
    <Badge variant={state === 'cancelled' ? 'destructive' : 'secondary'} className={className}>
      {t(`myActivities.card.${state}`)}
    </Badge>
  );
}

/**
 * Edit, Guests, Duplicate and Delete, each where the host may use it: on a card they share the row's
 * width, in a compact row they stack their icon over their word and Guests comes first.
 */
export function HostActivityActions({
  activity,
  layout,
}: {
  activity: HostActivity;
  layout: 'card' | 'row';
}) {
  const { t } = useTranslation();
  const actions = hostActivityActions(activity);
  const size = layout === 'row' ? ('stacked' as const) : undefined;
  const edit = actions.edit && (
    <ActionLink
      to={`/edit-activity/${activity.id}`}
      icon={Pencil}
      label={t('myActivities.card.edit')}
      size={size}
    />
  );
  // Who booked, and cancelling one of them (refunded in full).
  const guests = actions.guests && (
    <ActionLink
      to={`/activity-guests/${activity.id}`}
      icon={Users}
      label={t('myActivities.card.guests')}
      size={size}
    />
  );
  return (
    <>
      {layout === 'row' ? guests : edit}
      {layout === 'row' ? edit : guests}
      <DuplicateActivityButton activityId={activity.id} size={size} />
      {actions.delete && <DeleteHostActivityDialog activity={activity} size={size} />}
    </>
  );
}

function ActionLink({
  to,
  icon: Icon,
  label,
  size,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  size: 'stacked' | undefined;
}) {
  return (
    <Button asChild variant="outline" {...(size ? { size } : { fill: true })}>
      <Link to={to}>
        <Icon aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
