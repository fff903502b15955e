/** Query keys of the person's privacy data; an erasure drops everything, so only reads need keys. */
export const privacyKeys = {
  all: ['privacy'] as const,
  consents: () => [...privacyKeys.all, 'consents'] as const,
};
