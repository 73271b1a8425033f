/**
 * The seed page's own cache: whether any admin exists yet (Make me admin changes it), and whether the
 * site offers sample activities.
 */
export const seedKeys = {
  adminBootstrap: ['admin-bootstrap'] as const,
  sampleActivities: ['sample-activities'] as const,
};
