import type { notifications as es } from '../es/notifications.ts';

export const notifications: typeof es = {};
