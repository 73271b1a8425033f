// Applies the stored theme and language before the first paint, so a dark page never flashes light.
// A file rather than an inline script: the Content-Security-Policy allows scripts from 'self' only.
(() => {
  const root = document.documentElement;
  try {
    const theme = localStorage.getItem('theme') || 'system';
    const dark =
      theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.classList.add(dark ? 'dark' : 'light');
    root.style.colorScheme = dark ? 'dark' : 'light';
    const language = localStorage.getItem('language');
    if (language === 'es' || language === 'ca') root.lang = language;
  } catch {
    // Storage blocked: the app applies the defaults once it starts.
  }
})();
