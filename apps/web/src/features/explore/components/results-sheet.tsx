import * as React from 'react';
import { useTranslation } from 'react-i18next';
import { SHEET_PEEK_PX } from '#/features/explore/components/sheet-peek.ts';
import { cn } from '#/lib/cn.ts';

/** A finger must move this far before a press on the sheet's top becomes a drag (a tap stays a tap). */
const DRAG_THRESHOLD_PX = 8;
/** A flick this fast (px/ms) opens or closes the sheet whatever the distance, as a native sheet does. */
const FLICK_SPEED = 0.5;

type Drag = {
  pointerId: number;
  startY: number;
  startOffset: number;
  range: number;
  lastY: number;
  lastT: number;
};

/**
 * A phone's explore map: the results as a sheet over the bottom of the map, as Airbnb's. Collapsed, its top
 * shows how many were found; a tap on that button, a drag up or a flick opens it to the list, a drag down,
 * Escape or the button again closes it. The button is a disclosure (aria-expanded), the sheet a named region;
 * the list is hidden while it is closed, so neither a keyboard nor a screen reader walks a covered list.
 */
export function ResultsSheet({
  count,
  open,
  onOpenChange,
  aside,
  children,
  handleRef,
}: {
  /** The count's words ('24 activities'): the button's name. */
  count: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Beside the count (the List / Map toggle). */
  aside?: React.ReactNode;
  children: React.ReactNode;
  handleRef?: React.Ref<HTMLButtonElement>;
}) {
  const { t } = useTranslation();
  const listId = React.useId();
  const sheet = React.useRef<HTMLElement>(null);
  const list = React.useRef<HTMLDivElement>(null);
  const handle = React.useRef<HTMLButtonElement>(null);
  React.useImperativeHandle(handleRef, () => handle.current as HTMLButtonElement);
  const drag = React.useRef<Drag | null>(null);
  // While a finger drags: how far down from open the sheet is (px); null when it rests open or closed.
  const [offset, setOffset] = React.useState<number | null>(null);
  // A drag ends in a click on whatever it started on: that click must not toggle the sheet again.
  const dragged = React.useRef(false);

  const closedOffset = () => Math.max(0, (sheet.current?.offsetHeight ?? 0) - SHEET_PEEK_PX);

  // A drag is followed on the window, not on the sheet's top: a quick finger or mouse leaves the top before
  // the sheet follows it.
  const grip = React.useRef<HTMLDivElement>(null);
  const stopFollowing = React.useRef<(() => void) | null>(null);
  React.useEffect(() => () => stopFollowing.current?.(), []);

  const onPointerMove = (event: PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dy = event.clientY - current.startY;
    if (!dragged.current) {
      if (Math.abs(dy) < DRAG_THRESHOLD_PX) return;
      // Captured only once it is a drag: a tap's click still lands on the button it was on.
      dragged.current = true;
      grip.current?.setPointerCapture(event.pointerId);
    }
    current.lastY = event.clientY;
    current.lastT = event.timeStamp;
    setOffset(Math.min(current.range, Math.max(0, current.startOffset + dy)));
  };

  const endDrag = (event: PointerEvent) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    stopFollowing.current?.();
    if (!dragged.current) return;
    const elapsed = Math.max(1, event.timeStamp - current.lastT);
    const speed = (event.clientY - current.lastY) / elapsed;
    const at = Math.min(current.range, Math.max(0, current.startOffset + event.clientY - current.startY));
    const nextOpen = Math.abs(speed) > FLICK_SPEED ? speed < 0 : at < current.range / 2;
    setOffset(null);
    onOpenChange(nextOpen);
  };

  const onPointerDown = (event: React.PointerEvent) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const range = closedOffset();
    dragged.current = false;
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startOffset: open ? 0 : range,
      range,
      lastY: event.clientY,
      lastT: event.timeStamp,
    };
    stopFollowing.current?.();
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', endDrag);
    window.addEventListener('pointercancel', endDrag);
    stopFollowing.current = () => {
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', endDrag);
      window.removeEventListener('pointercancel', endDrag);
      stopFollowing.current = null;
    };
  };

  const onClickCapture = (event: React.MouseEvent) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.stopPropagation();
    event.preventDefault();
  };

  // Closed (by a drag, or by the page) with focus in the list: focus goes back to the button, not to nowhere.
  // A layout effect: before the hidden list's focus falls to the page.
  React.useLayoutEffect(() => {
    if (!open && list.current?.contains(document.activeElement)) handle.current?.focus();
  }, [open]);

  const dragging = offset !== null;
  return (
    // Escape closes the sheet from anywhere inside it.
    <section
      ref={sheet}
      aria-label={t('explore.resultsSheet')}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        onOpenChange(false);
        handle.current?.focus();
      }}
      style={
        dragging
          ? { transform: `translateY(${offset}px)` }
          : open
            ? undefined
            : { transform: `translateY(calc(100% - ${SHEET_PEEK_PX}px))` }
      }
      // Open, a strip of the map shows above it (top-2, clear of the zoom buttons).
      className={cn(
        'absolute inset-x-0 top-2 bottom-0 z-30 flex flex-col rounded-t-2xl border-t bg-background shadow-[0_-4px_20px_rgb(0_0_0/0.14)]',
        !dragging && 'transition-transform duration-300 ease-out',
      )}
    >
      {/* The sheet's top: dragged by a finger (touch-none: the page does not scroll or reload under it). */}
      <div
        ref={grip}
        className="shrink-0 touch-none px-4 pb-2"
        style={{ height: SHEET_PEEK_PX }}
        onPointerDown={onPointerDown}
        onClickCapture={onClickCapture}
      >
        <span aria-hidden className="mx-auto mt-2 mb-1 block h-1 w-10 rounded-full bg-muted-foreground/40" />
        <div className="flex items-center justify-between gap-3">
          <h2 className="min-w-0 flex-1" aria-live="polite">
            <button
              ref={handle}
              type="button"
              aria-expanded={open}
              aria-controls={listId}
              onClick={() => onOpenChange(!open)}
              className="flex min-h-11 w-full cursor-pointer items-center rounded-md text-left font-semibold text-base tabular-nums outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
            >
              {count}
            </button>
          </h2>
          {aside}
        </div>
      </div>
      <div
        ref={list}
        id={listId}
        hidden={!open && !dragging}
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-2 pb-6"
      >
        {children}
      </div>
    </section>
  );
}
