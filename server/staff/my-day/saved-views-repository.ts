/**
 * Saved views (docs/staff-console.md, "Saved views"): inbox filters a person keeps under a name. Each
 * person reads and deletes only their own (every query is scoped by their id); saving a name they have
 * already used replaces that view.
 */
import { randomUUID } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { writeTransaction } from "../../db/transaction.ts";
import {
  savedViewFiltersSchema,
  savedViewsMax,
  type NewSavedView,
  type SavedView,
} from "#contract/staff-my-day";

export interface SavedViewsRepository {
  list(userId: string): Promise<SavedView[]>;
  /** The view saved, or "full" when the person has `savedViewsMax` views and the name is new. */
  save(userId: string, view: NewSavedView): Promise<SavedView | "full">;
  /** False when the person has no view with this id. */
  remove(userId: string, id: string): Promise<boolean>;
}

export function createSavedViewsRepository(
  database: Database,
  options: { now?: () => Date } = {},
): SavedViewsRepository {
  const now = options.now ?? (() => new Date());
  const { kysely } = database;

  return {
    async list(userId) {
      const found = await kysely
        .selectFrom("staff_saved_views")
        .select(["id", "name", "filters", "created_at"])
        .where("user_id", "=", userId)
        .orderBy("created_at")
        .orderBy("id")
        .execute();
      return found.map((row) => {
        // A view saved by an older console may name a filter that is gone: it keeps what still parses.
        const parsed = savedViewFiltersSchema.safeParse(JSON.parse(row.filters));
        return {
          id: row.id,
          name: row.name,
          filters: parsed.success ? parsed.data : {},
          createdAt: row.created_at,
        };
      });
    },

    save: (userId, view) =>
      writeTransaction(database, async (trx) => {
        const existing = await trx
          .selectFrom("staff_saved_views")
          .select(["id"])
          .where("user_id", "=", userId)
          .execute();
        const same = await trx
          .selectFrom("staff_saved_views")
          .select(["id", "created_at"])
          .where("user_id", "=", userId)
          .where("name", "=", view.name)
          .executeTakeFirst();
        const filters = JSON.stringify(view.filters);
        if (same) {
          await trx.updateTable("staff_saved_views").set({ filters }).where("id", "=", same.id).execute();
          return { id: same.id, name: view.name, filters: view.filters, createdAt: same.created_at };
        }
        if (existing.length >= savedViewsMax) return "full" as const;
        const row = {
          id: randomUUID(),
          user_id: userId,
          name: view.name,
          filters,
          created_at: now().toISOString(),
        };
        await trx.insertInto("staff_saved_views").values(row).execute();
        return { id: row.id, name: row.name, filters: view.filters, createdAt: row.created_at };
      }),

    async remove(userId, id) {
      const result = await kysely
        .deleteFrom("staff_saved_views")
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
