import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CONTACT_STATUS, USER_ROLE } from "../../../../contract/constants.ts";
import { leadEndpoints } from "../../../../contract/endpoints/leads.ts";
import { LEAD_STAGE_NAMES } from "../../../../contract/lead-stage-names.ts";
import { QUOTE_SERVICE_NAMES } from "../../../../contract/quote-options.ts";
import { BYTE_ORDER_MARK, csvPhone, csvRow, vietnamDateTime, vietnamDay } from "../../../lib/csv.ts";
import type { ExportedLead } from "../../../repositories/contacts.ts";
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
      "Giai đoạn",
      "Người phụ trách",
      "Ngày xử lý tiếp",
      "Giá trị ước tính (VND)",
      "Công ty (theo yêu cầu)",
      "Mã số thuế (theo yêu cầu)",
      "Tỉnh/thành phố (theo yêu cầu)",
      "Dịch vụ",
      "Cấp điện áp",
      "Thời gian dự kiến",
      "Số tệp đính kèm",
      "Công ty khách hàng",
      "Mã số thuế công ty",
      "Tỉnh/thành phố của công ty",
      "Ngành nghề",
      "Website công ty",
      "Người liên hệ",
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
      "Stage",
      "Owner",
      "Next step on",
      "Estimated value (VND)",
      "Company (as requested)",
      "Tax code (as requested)",
      "Province (as requested)",
      "Service",
      "Voltage",
      "Timeline",
      "Files",
      "Customer company",
      "Company tax code",
      "Company province",
      "Industry",
      "Company website",
      "Contact person",
    ],
    read: "Read",
    unread: "Unread",
  },
} as const;
const EXPORT_BATCH = 1000;

// one lead's row of the file: the message, where it came from, the lead's work, the request for
// a quote, and its company (issue 38: every field of the lead and its company)
const exportRow = (row: ExportedLead, language: "vi" | "en") => {
  const heading = EXPORT_COLUMNS[language];
  return csvRow([
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
    LEAD_STAGE_NAMES[language][row.stage],
    row.assignee_name,
    row.next_action_on ? row.next_action_on.split("-").reverse().join("/") : null,
    row.value_vnd,
    row.company,
    row.tax_code,
    row.province,
    row.service ? QUOTE_SERVICE_NAMES[language][row.service] : null,
    row.voltage,
    row.project_timeline,
    row.file_count,
    row.company_name,
    row.company_tax_code,
    row.company_province,
    row.company_industry,
    row.company_website,
    row.person_name,
  ]);
};

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
          for await (const batch of batches) yield batch.map((row) => exportRow(row, lang)).join("");
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
