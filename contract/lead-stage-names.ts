import type { LeadStage } from "./constants.ts";

// a lead's stages as people read them, in both languages (docs/glossary.md): the back office, the
// export and the e-mails to staff say them the same way
export const LEAD_STAGE_NAMES: Record<"vi" | "en", Record<LeadStage, string>> = {
  vi: {
    new: "Mới",
    contacted: "Đã liên hệ",
    quoted: "Đã báo giá",
    won: "Thành công",
    lost: "Thất bại",
    spam: "Thư rác",
  },
  en: { new: "New", contacted: "Contacted", quoted: "Quoted", won: "Won", lost: "Lost", spam: "Spam" },
};
