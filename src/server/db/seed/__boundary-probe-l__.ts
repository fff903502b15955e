import '@/server/modules/lots/lots.module.ts';
