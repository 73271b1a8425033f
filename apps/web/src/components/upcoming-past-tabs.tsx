import CalendarX from 'lucide-react/icons/calendar-x';
import History from 'lucide-react/icons/rotate-ccw-clock';
import type * as React from 'react';
import { EmptyState } from '#/components/empty-state.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#/components/ui/tabs.tsx';

/** What an empty tab says, and (for Upcoming) the next step. */
interface EmptyCopy {
  title: string;
  body: string;
  action?: React.ReactNode;
}

interface TimeTab<T> {
  /** The trigger's words, its count included ('Upcoming (3)'). */
  label: string;
  items: T[];
}

/**
 * 'Upcoming (n)' and 'Past (n)' over a list of things with a date (My Bookings, My Activities), each tab
 * an empty state when it holds nothing, and a third tab after them (My Bookings' Cancelled) once it holds
 * something. The pages say the words and draw their lists; the tabs are the same on both.
 */
export function UpcomingPastTabs<T>({
  label,
  upcoming,
  past,
  cancelled,
  renderList,
}: {
  /** The tab list's accessible name. */
  label: string;
  upcoming: TimeTab<T> & { empty: EmptyCopy };
  past: TimeTab<T> & { empty: EmptyCopy };
  cancelled?: TimeTab<T>;
  renderList: (items: T[]) => React.ReactNode;
}) {
  const third = cancelled && cancelled.items.length > 0 ? cancelled : null;
  // Three tabs fit a 390 px phone in every language with the compact inset.
  const inset = third ? 'compact' : 'default';
  const triggerClass = third ? 'tabular-nums' : 'tabular-nums sm:px-6';
  const timeTabs = [
    { value: 'upcoming', icon: CalendarX, tab: upcoming },
    { value: 'past', icon: History, tab: past },
  ];
  return (
    <Tabs defaultValue="upcoming">
      <TabsList aria-label={label} className="sm:w-fit">
        {timeTabs.map(({ value, tab }) => (
          <TabsTrigger key={value} value={value} inset={inset} className={triggerClass}>
            {tab.label}
          </TabsTrigger>
        ))}
        {third && (
          <TabsTrigger value="cancelled" inset={inset} className={triggerClass}>
            {third.label}
          </TabsTrigger>
        )}
      </TabsList>
      {timeTabs.map(({ value, icon, tab }) => (
        <TabsContent key={value} value={value}>
          {tab.items.length === 0 ? (
            <EmptyState icon={icon} title={tab.empty.title} body={tab.empty.body}>
              {tab.empty.action}
            </EmptyState>
          ) : (
            renderList(tab.items)
          )}
        </TabsContent>
      ))}
      {third && <TabsContent value="cancelled">{renderList(third.items)}</TabsContent>}
    </Tabs>
  );
}
