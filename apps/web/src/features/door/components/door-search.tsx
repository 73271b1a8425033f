import { type DoorData, normalizeTicketCode, TICKET_CODE_LENGTH } from '@sortim/contracts/check-in';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GivenAnswers } from '#/components/booking-questions/given-answers.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { Label } from '#/components/ui/label.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { nextSeatCode, searchParties, voidState } from '#/features/door/door-rules.ts';

/** A phone at a door shows the queue a few names at most. */
const MOST_RESULTS = 8;

const WHOLE_CODE = new RegExp(`^[0-9A-HJKMNP-TV-Z]{${TICKET_CODE_LENGTH}}$`);

/**
 * Search first: nobody's name shows until something is typed (the phone faces the queue). A party found
 * by name or ticket code, with how many of its seats are in and 'Check in' for its next seat. A whole code
 * typed (a QR code that will not scan, read out by its guest) is checked in as a scan would be. The field is
 * there before the list (`door` undefined): what is typed meanwhile stays, and is searched once it comes.
 */
export function DoorSearch({
  door,
  onCheckIn,
}: {
  door: DoorData | undefined;
  onCheckIn: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const found = door ? searchParties(door, query) : [];
  const typedCode = normalizeTicketCode(query);
  const wholeCode = door !== undefined && WHOLE_CODE.test(typedCode);
  const checkIn = (code: string) => {
    // The name leaves the screen with the guest: the next in the queue sees nobody's.
    setQuery('');
    onCheckIn(code);
  };

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (wholeCode) checkIn(typedCode);
      }}
    >
      <Label htmlFor="door-search">{t('door.searchLabel')}</Label>
      <Input
        id="door-search"
        type="search"
        fieldSize="lg"
        autoComplete="off"
        spellCheck={false}
        aria-describedby="door-search-hint"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p id="door-search-hint" className="text-muted-foreground text-sm">
        {t('door.searchHint')}
      </p>
      {wholeCode && (
        <Button type="submit" size="lg">
          {t('door.checkInCode')}
        </Button>
      )}
      {query.trim() !== '' && !door && (
        <p role="status" className="text-muted-foreground text-sm">
          {t('door.listLoading')}
        </p>
      )}
      {query.trim() !== '' &&
        door &&
        !wholeCode &&
        (found.length === 0 ? (
          <p role="status" className="text-sm">
            {t('door.noMatch', { query: query.trim() })}
          </p>
        ) : (
          <ul aria-label={t('door.resultsLabel')} className="flex flex-col gap-2">
            {found.slice(0, MOST_RESULTS).map((party) => {
              const code = nextSeatCode(door, party.bookingId);
              const gone = voidState(door, party.bookingId);
              return (
                <li key={party.bookingId} className="flex items-center gap-3 rounded-xl border bg-card p-3">
                  <UserAvatar name={party.guestName} src={party.avatarUrl} />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-semibold">{party.guestName}</span>
                    <span className="text-muted-foreground text-sm tabular-nums">
                      {gone === 'refunded'
                        ? t('door.outcome.refunded')
                        : gone === 'cancelled'
                          ? t('door.outcome.cancelled')
                          : t('door.partyIn', { in: party.checkedIn, total: party.tickets })}
                    </span>
                    {(party.answers?.length ?? 0) > 0 && (
                      <div className="mt-1">
                        <GivenAnswers answers={party.answers ?? []} />
                      </div>
                    )}
                  </div>
                  {code && (
                    <Button size="lg" onClick={() => checkIn(code)}>
                      {`${t('door.checkIn')} `}
                      <span className="sr-only">{party.guestName}</span>
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        ))}
    </form>
  );
}
