import { hash, verify } from '@node-rs/argon2';

// `Algorithm.Argon2id` is a const enum, which isolated-module builds cannot import; its value is 2.
const ARGON2ID = 2;

/** argon2id with at least OWASP's minimum: 19 MiB of memory, 2 iterations, 1 lane (docs/product.md#accounts). */
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

/** False for a wrong password or a malformed hash; never throws on user input. */
export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);
