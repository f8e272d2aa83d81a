import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONTACT_STATUS, USER_ROLE } from "../../../../contract/constants.ts";
import { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { BYTE_ORDER_MARK, csvPhone, csvRow, vietnamDateTime, vietnamDay } from "../../../lib/csv.ts";
import type { Lead } from "../../../repositories/contacts.ts";
import { route, servedAt } from "../endpoints.ts";
import { leadFilter, leadWork } from "./shared.ts";

// the export's header row and status names, in the admin's language
const EXPORT_COLUMNS = {
  vi: {
    columns: [
      "Mã",
      "Họ và tên",
      "E-mail",
      "Số điện thoại",
      "Nội dung",
      "Trạng thái",
      "Thời gian nhận (giờ Việt Nam)",
      "Trang đầu tiên",
      "Trang dẫn đến",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "Ngôn ngữ",
    ],
    read: "Đã đọc",
    unread: "Chưa đọc",
  },
  en: {
    columns: [
      "ID",
      "Name",
      "E-mail",
      "Phone",
      "Message",
      "Status",
      "Received (Vietnam time)",
      "Landing page",
      "Referring site",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "Language",
    ],
    read: "Read",
    unread: "Unread",
  },
} as const;
const EXPORT_BATCH = 1000;

// one lead's row of the file
const exportRow = (row: Lead, heading: (typeof EXPORT_COLUMNS)[keyof typeof EXPORT_COLUMNS]) =>
  csvRow([
    row.id,
    row.customer_name,
    row.email,
    csvPhone(row.phone_number),
    row.message,
    row.status === CONTACT_STATUS.READ ? heading.read : heading.unread,
    vietnamDateTime(row.created_at),
    row.landing_page,
    row.referrer,
    row.utm_source,
    row.utm_medium,
    row.utm_campaign,
    row.language,
  ]);

// the list as a spreadsheet file, streamed page by page (keyset, newest first), so that any
// number of leads leaves without being held in memory
export default async function leadExportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { contacts } = leadWork(app);

  for (const at of servedAt(leadEndpoints.export)) {
    const declared = route(app, leadEndpoints.export, { at });
    app.route({
      ...declared,
      // streamed as it is read: the stream bypasses the serializer
      schema: { ...declared.schema, produces: ["text/csv"] },
      handler: async (request, reply) => {
        const { lang, ...filter } = request.query;
        const heading = EXPORT_COLUMNS[lang];
        // a Sales member takes away only the leads they own (with the filter's other conditions)
        const owner = request.admin.role === USER_ROLE.SALES ? { owner: request.admin.id } : {};
        const batches = await contacts.batches({ ...leadFilter(filter), ...owner }, EXPORT_BATCH);
        async function* rows() {
          yield BYTE_ORDER_MARK + csvRow(heading.columns);
          for await (const batch of batches) yield batch.map((row) => exportRow(row, heading)).join("");
        }
        return (
          reply
            .header("Content-Type", "text/csv; charset=utf-8")
            .header("Content-Disposition", `attachment; filename="contacts-${vietnamDay(new Date())}.csv"`)
            .header("Cache-Control", "no-store")
            // a stream is sent as it is, past the serializer (the schema describes the file)
            .send(Readable.from(rows()) as unknown as string)
        );
      },
    });
  }
}
