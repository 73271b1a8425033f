import 'maplibre-gl/dist/maplibre-gl.css';
import MapPinOff from 'lucide-react/icons/map-pin-off';
import * as maplibre from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useTheme } from 'next-themes';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMapSettings } from '#/features/map/api/get-map-settings.ts';
import {
  nextStyleStatus,
  PLAIN_BACKGROUND,
  plainStyle,
  STYLE_LOAD_TIMEOUT_MS,
  type StyleEvent,
  type StyleStatus,
} from '#/features/map/lib/style-fallback.ts';
import { hasWebGL } from '#/features/map/lib/webgl-support.ts';
import { cn } from '#/lib/cn.ts';

// MapLibre 6 cannot find its worker inside a bundle: Vite emits it as its own file, loaded from our origin.
maplibre.setWorkerUrl(workerUrl);

export type MapLibre = typeof maplibre;

export interface BaseMapProps {
  center: { latitude: number; longitude: number };
  zoom: number;
  /** The map's name for screen readers (the region's label): what it shows, e.g. 'Map of activities'. */
  label: string;
  /** False for a picture of a place: no panning, zooming or keyboard focus. */
  interactive?: boolean;
  className?: string;
  /**
   * Called once, as soon as the map exists (before its style has loaded: markers are HTML and can be added
   * at once), with MapLibre itself so callers make markers without importing it on their page's chunk.
   */
  onReady?: (map: maplibre.Map, maplibreModule: MapLibre) => void;
  /**
   * Buttons and notes for the map's top, centred under the map's own note (when the style could not load)
   * so neither hides the other.
   */
  overlay?: ReactNode;
  /** Drawn over the map (buttons, notes), inside its region. */
  children?: ReactNode;
}

/**
 * A MapLibre map drawing the configured style (GET /api/map/settings). Only ever imported lazily: MapLibre
 * and its CSS are this chunk. If the style cannot load, the map switches to a plain background and says so;
 * a browser without WebGL gets a note instead of a map. It never throws to the page.
 */
export function BaseMap({
  center,
  zoom,
  label,
  interactive = true,
  className,
  onReady,
  overlay,
  children,
}: BaseMapProps) {
  const { t } = useTranslation();
  const settings = useMapSettings();
  const { resolvedTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<maplibre.Map | null>(null);
  const [webgl, setWebgl] = useState(hasWebGL);
  const [status, setStatus] = useState<StyleStatus>('loading');

  // What the map is made with, read when it is made: later changes are the caller's to make on the map.
  const initial = useRef({ center, zoom, interactive, onReady, dark });
  initial.current.dark = dark;

  const settled = !settings.isPending;
  const styleUrl = settings.data?.styleUrl ?? null;

  // Made again only for a new style address (or once WebGL or the settings are known): a change of language
  // keeps the map, with the control names it was made with.
  // biome-ignore lint/correctness/useExhaustiveDependencies: t is read when the map is made, on purpose.
  useEffect(() => {
    const container = containerRef.current;
    if (!webgl || !settled || !container) return;
    const { center, zoom, interactive, onReady } = initial.current;
    let map: maplibre.Map;
    try {
      map = new maplibre.Map({
        container,
        style: styleUrl ?? plainStyle(initial.current.dark),
        center: [center.longitude, center.latitude],
        zoom,
        interactive,
        attributionControl: { compact: true },
        locale: {
          'Map.Title': t('map.canvas'),
          'AttributionControl.ToggleAttribution': t('map.toggleAttribution'),
          'NavigationControl.ZoomIn': t('map.zoomIn'),
          'NavigationControl.ZoomOut': t('map.zoomOut'),
          'NavigationControl.ResetBearing': t('map.resetBearing'),
        },
      });
      if (interactive) map.addControl(new maplibre.NavigationControl({ showCompass: false }), 'top-right');
    } catch {
      // The WebGL context could not be made after all (blocked, lost, out of memory).
      setWebgl(false);
      return;
    }
    mapRef.current = map;

    let current: StyleStatus = 'loading';
    const apply = (event: StyleEvent) => {
      const next = nextStyleStatus(current, event);
      if (next === current) return;
      current = next;
      setStatus(next);
      if (next === 'fallback') map.setStyle(plainStyle(initial.current.dark), { diff: false });
    };
    // With a listener, MapLibre reports errors here instead of on the console.
    map.on('error', () => apply('error'));
    map.on('style.load', () => apply('style-loaded'));
    const timer = window.setTimeout(() => apply('timeout'), STYLE_LOAD_TIMEOUT_MS);
    if (styleUrl === null) apply('settings-failed');

    onReady?.(map, maplibre);
    return () => {
      window.clearTimeout(timer);
      mapRef.current = null;
      map.remove();
    };
  }, [webgl, settled, styleUrl]);

  // The plain background follows the theme (the configured style is the style's own).
  useEffect(() => {
    const map = mapRef.current;
    if (status !== 'fallback' || !map?.getLayer('background')) return;
    map.setPaintProperty(
      'background',
      'background-color',
      dark ? PLAIN_BACKGROUND.dark : PLAIN_BACKGROUND.light,
    );
  }, [status, dark]);

  if (!webgl) {
    return (
      <section
        aria-label={label}
        className={cn(
          'flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed bg-muted p-6 text-center text-muted-foreground text-sm',
          className,
        )}
      >
        <MapPinOff aria-hidden="true" className="size-6" />
        <p>{t('map.noWebGL')}</p>
      </section>
    );
  }

  return (
    <section aria-label={label} className={cn('relative isolate overflow-hidden bg-muted', className)}>
      {/* MapLibre's own CSS makes its container `position: relative` (unlayered, it beats Tailwind's
          utilities): the container fills the region by its size instead. */}
      <div ref={containerRef} className="size-full" />
      {(status === 'fallback' || overlay) && (
        // Clear of the zoom buttons at the top right; only what it holds takes taps, not the map under it.
        <div
          className={cn(
            'pointer-events-none absolute top-2 left-2 z-10 flex flex-col items-center gap-2 *:pointer-events-auto',
            interactive ? 'right-12' : 'right-2',
          )}
        >
          {status === 'fallback' && (
            <p
              role="status"
              className="w-full rounded-md bg-background/95 px-3 py-2 text-foreground text-sm shadow-sm"
            >
              {t('map.plainBackground')}
            </p>
          )}
          {overlay}
        </div>
      )}
      {children}
    </section>
  );
}

export default BaseMap;
