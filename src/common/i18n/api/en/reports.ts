import type { reports as es } from '../es/reports.ts';

export const reports: typeof es = {};
