/**
 * Runs `change` (a theme switch) with CSS transitions off until it has painted, so every colour changes at
 * once instead of some elements fading on their own. Only around a person's choice: turning them off when
 * the app starts would restyle the whole page twice for nothing (next-themes' `disableTransitionOnChange`
 * does that on every load).
 */
export function withoutTransitions(change: () => void): void {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.append(style);
  change();
  // The theme's class lands in an effect after the next render: two frames later it has been painted.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}
