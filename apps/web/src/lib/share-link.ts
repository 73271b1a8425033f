/**
 * Shares a link: the phone's share sheet where there is one (the Web Share API on a touch screen),
 * elsewhere the link copied to the clipboard. Answers what happened, for the caller's toast: 'shared'
 * (or the sheet closed without sharing: nothing to say then), 'copied', or 'failed'.
 */
export async function shareLink({ title, url }: { title: string; url: string }) {
  if (navigator.share && window.matchMedia('(pointer: coarse)').matches) {
    await navigator.share({ title, url }).catch(() => undefined);
    return 'shared' as const;
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied' as const;
  } catch {
    return 'failed' as const;
  }
}
