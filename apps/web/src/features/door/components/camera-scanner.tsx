import Camera from 'lucide-react/icons/camera';
import CameraOff from 'lucide-react/icons/camera-off';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { type QrDetector, qrDetector } from '#/features/door/components/qr-detector.ts';

/** A frame is read this often: enough for a ticket held up, little for a phone's battery. */
const SCAN_EVERY_MS = 250;
/** The same code again within this time is the same ticket still in view, not a second scan. */
const SAME_CODE_MS = 3000;

type CameraState = 'off' | 'starting' | 'on' | 'failed';

/**
 * The back camera read a few times a second for QR codes. A code is passed on once (the same one again
 * only after a few seconds) and nothing while `paused` (an answer is on screen).
 */
export function CameraScanner({ paused, onCode }: { paused: boolean; onCode: (code: string) => void }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<CameraState>('off');
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const onCodeRef = useRef(onCode);
  onCodeRef.current = onCode;

  const stop = useCallback(() => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    if (video.current) video.current.srcObject = null;
    setState('off');
  }, []);

  const start = async () => {
    setState('starting');
    try {
      const media = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: 'environment' } },
        audio: false,
      });
      stream.current = media;
      if (video.current) {
        video.current.srcObject = media;
        await video.current.play();
      }
      setState('on');
    } catch {
      stop();
      setState('failed');
    }
  };

  // The reading loop runs while the camera is on; one frame at a time (a slow read skips a tick).
  useEffect(() => {
    if (state !== 'on') return;
    let detector: QrDetector | null = null;
    let reading = false;
    let last = { code: '', at: 0 };
    let live = true;
    void qrDetector().then(
      (made) => {
        detector = made;
      },
      () => live && setState('failed'),
    );
    const timer = setInterval(async () => {
      const frame = video.current;
      if (!detector || reading || pausedRef.current || !frame || frame.readyState < 2) return;
      reading = true;
      try {
        const [found] = await detector.detect(frame);
        const now = Date.now();
        if (live && found?.rawValue && !(found.rawValue === last.code && now - last.at < SAME_CODE_MS)) {
          // A ticket still held up once its answer is dismissed is read again (and told it is in already).
          last = { code: found.rawValue, at: now };
          onCodeRef.current(found.rawValue);
        }
      } catch {
        // An unreadable frame: the next one is a quarter of a second away.
      } finally {
        reading = false;
      }
    }, SCAN_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [state]);

  useEffect(() => stop, [stop]);

  // The reader loads as the door opens, while there is a network; a device with no camera needs none.
  useEffect(() => {
    if (navigator.mediaDevices) qrDetector().catch(() => {});
  }, []);

  const on = state === 'on' || state === 'starting';
  return (
    <div className="flex flex-col gap-3">
      <div
        className={
          on ? 'relative aspect-square w-full overflow-hidden rounded-xl bg-black sm:aspect-video' : 'hidden'
        }
      >
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('door.cameraLabel')}
          className="size-full object-cover"
        />
        <div
          aria-hidden
          className="pointer-events-none absolute inset-[15%] rounded-lg border-4 border-white/80"
        />
      </div>
      {state === 'failed' && (
        <p role="alert" className="text-destructive text-sm">
          {t('door.cameraFailed')}
        </p>
      )}
      {on ? (
        <Button variant="outline" size="lg" onClick={stop}>
          <CameraOff aria-hidden />
          {t('door.stopCamera')}
        </Button>
      ) : (
        <Button size="lg" onClick={() => void start()}>
          <Camera aria-hidden />
          {t('door.startCamera')}
        </Button>
      )}
    </div>
  );
}
