import type { subscriptions as es } from '../es/subscriptions.ts';

export const subscriptions: typeof es = {};
