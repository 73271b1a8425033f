import type { Attendee, AttendeeList } from '@sortim/contracts/attendees';
import Users from 'lucide-react/icons/users';
import { useTranslation } from 'react-i18next';
import { Badge } from '#/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#/components/ui/tabs.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { useAttendees } from '#/features/activity/api/get-attendees.ts';
import { useMe } from '#/lib/session.ts';

/**
 * Who is coming, for signed-in users only (spec §2). The server has already cut each person down to what
 * the caller may see (§4), so this shows what it is given: anonymous visitors get nothing, not even a request.
 * `canBook`: the activity is bookable, so an empty list may invite ('Be the first!'); otherwise it only says so.
 */
export function AttendeesCard({ activityId, canBook }: { activityId: string; canBook: boolean }) {
  const { t } = useTranslation();
  const signedIn = useMe().user !== null;
  const query = useAttendees(activityId, { enabled: signedIn });
  if (!signedIn) return null;

  return (
    <section aria-labelledby="attendees-title">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id="attendees-title" className="flex items-center gap-2 text-lg">
              <Users aria-hidden className="size-5 text-muted-foreground" />
              {t('attendees.title')}
            </h2>
          </CardTitle>
          {query.isSuccess && (
            <CardDescription className="tabular-nums">
              {t('attendees.totalPeople', { count: query.data.totalPeople })}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>
          {query.isPending ? (
            <AttendeesSkeleton />
          ) : query.isError ? (
            <p role="alert" className="text-destructive text-sm">
              {t('attendees.loadError')}
            </p>
          ) : query.data.view === 'host' ? (
            <HostView list={query.data} />
          ) : (
            <AttendeeRows
              attendees={query.data.attendees}
              // Nobody here yet: people booked elsewhere are told as such, and only a bookable activity invites.
              empty={
                query.data.external > 0
                  ? t('attendees.externalBody', { count: query.data.external })
                  : canBook
                    ? t('attendees.empty')
                    : t('attendees.emptyClosed')
              }
            />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** Hosts and admins: our own paid bookings by name, and the people booked elsewhere as a count. */
function HostView({ list }: { list: AttendeeList }) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="sortim">
      <TabsList>
        <TabsTrigger value="sortim">{t('attendees.sortimTab', { count: list.ownPeople })}</TabsTrigger>
        <TabsTrigger value="external">{t('attendees.externalTab', { count: list.external })}</TabsTrigger>
      </TabsList>
      <TabsContent value="sortim">
        <AttendeeRows attendees={list.attendees} empty={t('attendees.emptyClosed')} />
      </TabsContent>
      <TabsContent value="external">
        <p className="text-muted-foreground text-sm">
          {list.external > 0
            ? t('attendees.externalBody', { count: list.external })
            : t('attendees.externalNone')}
        </p>
      </TabsContent>
    </Tabs>
  );
}

function AttendeeRows({ attendees, empty }: { attendees: Attendee[]; empty: string }) {
  if (attendees.length === 0) return <p className="text-muted-foreground text-sm">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {attendees.map((attendee, index) => (
        // Hidden people carry no id, by design: their place in the list is all there is.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
        <AttendeeRow key={index} attendee={attendee} />
      ))}
    </ul>
  );
}

function AttendeeRow({ attendee }: { attendee: Attendee }) {
  const { t } = useTranslation();
  const extra = attendee.spots - 1;
  return (
    <li className="flex items-center gap-3">
      <UserAvatar name={attendee.name} src={attendee.avatarUrl} />
      <div className="flex min-w-0 flex-col">
        <span className="flex items-center gap-2 font-medium">
          <span className="truncate">{attendee.name}</span>
          {extra > 0 && (
            <span className="text-muted-foreground text-sm tabular-nums">
              <span aria-hidden>{t('attendees.extraSpots', { count: extra })}</span>
              <span className="sr-only">{t('attendees.extraSpotsLabel', { count: extra })}</span>
            </span>
          )}
          {attendee.isYou && <Badge variant="secondary">{t('attendees.you')}</Badge>}
        </span>
        {attendee.visibility === 'full' && attendee.city && (
          <span className="truncate text-muted-foreground text-sm">{attendee.city}</span>
        )}
      </div>
    </li>
  );
}

function AttendeesSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('attendees.loading')} className="flex flex-col gap-3">
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3">
          <Skeleton rounded="full" className="size-10" />
          <div className="flex flex-col gap-1.5">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-20" />
          </div>
        </div>
      ))}
    </div>
  );
}
