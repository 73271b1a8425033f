/**
 * A new profile's display name: the name given at sign-up (or the provider's full name / name), else the
 * part of the e-mail before the '@' (spec: profiles.display_name default).
 */
export function defaultDisplayName(name: string | null | undefined, email: string): string {
  const given = name?.trim();
  if (given) return given;
  return email.split('@')[0]?.trim() || email;
}
