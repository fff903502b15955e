import type { users as es } from '../es/users.ts';

export const users: typeof es = {};
