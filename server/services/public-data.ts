import { PROJECT_STATUS } from "../../contract/constants.ts";
import type { PublicData, PublicProject } from "../../contract/public-data.ts";
import type { Db } from "../db/connect.ts";

export function createPublicData(db: Db): PublicData {
  return {
    async listProjects(): Promise<PublicProject[]> {
      return db
        .selectFrom("projects")
        .select([
          "id",
          "title",
          "title_vi",
          "location",
          "location_vi",
          "description",
          "description_vi",
          "services_provided",
          "services_provided_vi",
          "image_path",
          "display_order",
          "created_at",
          "updated_at",
        ])
        .where("status", "=", PROJECT_STATUS.ACTIVE)
        .orderBy("display_order", "asc")
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
    },
    async projectsLastModified() {
      const row = await db
        .selectFrom("projects")
        .select((eb) => eb.fn.max("updated_at").as("latest"))
        .executeTakeFirst();
      return (row?.latest as string | null | undefined) ?? null;
    },
  };
}
