/** The seed page's own cache: whether any admin exists yet (Make me admin changes it). */
export const seedKeys = {
  adminBootstrap: ['admin-bootstrap'] as const,
};
