import type { configData as es } from '../es/config-data.ts';

export const configData: typeof es = {};
