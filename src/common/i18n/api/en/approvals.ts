import type { approvals as es } from '../es/approvals.ts';

export const approvals: typeof es = {};
