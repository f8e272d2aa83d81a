import type { Insertable } from "kysely";
import type { PublicCertificate } from "../../contract/public-data.ts";
import type { Db } from "../db/connect.ts";
import type { Certificate, CertificatesTable } from "../db/database.ts";
import { mediaOwners, mediaUses, type OwnerUses } from "./media.ts";

// the certificates and licences of the home carousel and the /about gallery: one order (staff's
// display order, then the oldest), visitors see the visible ones

// what a save writes
export type CertificateFields = Omit<Insertable<CertificatesTable>, "id" | "created_at" | "updated_at">;

export function certificateRepository(db: Db) {
  const uses = mediaUses(db);
  const ordered = () => db.selectFrom("certificates").orderBy("display_order", "asc").orderBy("id", "asc");

  return {
    // how many visible certificates have one of these titles (English or Vietnamese)
    async shownWithTitles(titles: readonly string[]): Promise<number> {
      const row = await db
        .selectFrom("certificates")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("visible", "=", 1)
        .where((eb) => eb.or([eb("title", "in", [...titles]), eb("title_vi", "in", [...titles])]))
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    // what each certificate holds that can name a library image (the media library's uses)
    imageUses: async (): Promise<OwnerUses[]> =>
      (await db.selectFrom("certificates").select(["id", "title", "title_vi", "image_path"]).execute()).map(
        mediaOwners.certificate,
      ),

    // a certificate, or undefined when there is none
    find: (id: number): Promise<Certificate | undefined> =>
      db.selectFrom("certificates").selectAll().where("id", "=", id).executeTakeFirst(),

    // every certificate, visible or hidden, for staff
    listAll: (): Promise<Certificate[]> => ordered().selectAll().execute(),

    // the visible ones, as the public pages show them
    listVisible: (): Promise<PublicCertificate[]> =>
      ordered()
        .select(["id", "title", "title_vi", "issuer", "issuer_vi", "valid_until", "image_path"])
        .where("visible", "=", 1)
        .execute(),

    create: (fields: CertificateFields): Promise<Certificate> =>
      db
        .insertInto("certificates")
        .values(fields)
        .returningAll()
        .executeTakeFirstOrThrow()
        .then((saved) => uses.saved(saved, mediaOwners.certificate)),

    // the whole record; undefined when the certificate is gone
    update: (id: number, fields: CertificateFields): Promise<Certificate | undefined> =>
      db
        .updateTable("certificates")
        .set({ ...fields, updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .returningAll()
        .executeTakeFirst()
        .then((saved) => uses.saved(saved, mediaOwners.certificate)),

    async remove(id: number): Promise<void> {
      await db.deleteFrom("certificates").where("id", "=", id).execute();
      await uses.removed("certificate", id);
    },
  };
}
