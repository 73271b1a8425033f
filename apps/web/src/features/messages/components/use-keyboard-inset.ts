import { useEffect, useState } from 'react';

/**
 * How far the phone's on-screen keyboard covers the page from below, in CSS pixels (0 without one). Browsers
 * that keep the layout viewport when the keyboard opens (iOS Safari, Chrome since 108) leave bottom-fixed and
 * sticky things behind it; the visual viewport tells how much is covered, so the composer can sit above it.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const measure = () =>
      setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    measure();
    viewport.addEventListener('resize', measure);
    viewport.addEventListener('scroll', measure);
    return () => {
      viewport.removeEventListener('resize', measure);
      viewport.removeEventListener('scroll', measure);
    };
  }, []);
  return inset;
}
