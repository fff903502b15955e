import { eq } from 'drizzle-orm';
import type { TLanguage } from '@/common/language.ts';
import type { TDb } from '@/server/db/client.ts';
import { users } from '@/server/db/schema/index.ts';

/** The language a person reads Lonja in (docs/product.md#languages), changed on its own. */
export const changeLanguage = async ({
  db,
  userId,
  language,
}: {
  db: TDb;
  userId: number;
  language: TLanguage;
}) => {
  const [user] = await db
    .update(users)
    .set({ language, updatedOn: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return user!;
};
