import type { Role } from '@sortim/contracts/taxonomy';

/**
 * Who is asking, once the session has been read: the account and its roles. The auth plugin reads it
 * (`request.caller()`); services and guards take it, so it lives on the ground floor they stand on.
 */
export type Caller = { id: string; email: string; name: string; roles: Role[] };
