/** Query keys of the second factor (the signed-in user's factors). */
export const secondFactorKeys = {
  all: ['second-factor'] as const,
  status: () => [...secondFactorKeys.all, 'status'] as const,
};
