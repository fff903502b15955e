export { ensureAdmin } from './admin.ts';
export { seedDemo } from './demo.ts';
export { seedReference } from './reference.ts';
