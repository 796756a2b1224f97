import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum profile (19 MiB, 2 passes): ~30 ms here.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/** A hash to verify against when the user does not exist, so timing does not reveal it. */
let dummy: Promise<string> | null = null;
export const dummyHash = (): Promise<string> => (dummy ??= hashPassword('tidak-ada-pengguna-ini'));
