import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/**
 * Navigates after a pause that lets the toast be read (spec §4: 1.5 s, 1 s, 0.5 s). Returns the schedule
 * function and whether a move is pending; leaving the page first cancels it.
 */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ to: string; delayMs: number } | null>(null);

  useEffect(() => {
    if (!target) return;
    const timer = setTimeout(() => void navigate(target.to, { replace: true }), target.delayMs);
    return () => clearTimeout(timer);
  }, [target, navigate]);

  return { navigateAfter: (to: string, delayMs: number) => setTarget({ to, delayMs }), leaving: !!target };
}
