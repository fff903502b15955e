/** Query keys of the signed-in user's sessions (Mi cuenta › Sesiones). */
export const sessionKeys = {
  all: ['sessions'] as const,
  list: () => [...sessionKeys.all, 'list'] as const,
};
