/** The sign-in page's own cache: which of Google and Apple are configured. */
export const authKeys = {
  providers: ['auth-providers'] as const,
};
