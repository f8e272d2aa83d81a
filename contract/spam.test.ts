import { describe, expect, it } from "vitest";
import { findSpamReason } from "./spam.ts";

const ok = {
  name: "Trần Thị Bích",
  email: "bich@congty.vn",
  message: "Chúng tôi cần báo giá bảo trì trạm biến áp 2.500 kVA tại Bình Dương.",
};

describe("findSpamReason", () => {
  it("accepts an ordinary enquiry in Vietnamese or English", () => {
    expect(findSpamReason(ok)).toBeNull();
    expect(
      findSpamReason({ name: "John Smith", email: "j@x.com", message: "Please quote a 22 kV RMU, e.g. ABB SafeRing." }),
    ).toBeNull();
  });

  it.each([
    ["a link in the message", { message: "Xem chi tiết tại https://spam.example/offer ngay" }, "url"],
    ["a bare domain in the message", { message: "Visit cheap-deals.com for great offers today" }, "url"],
    ["www in the name", { name: "www.bestprices" }, "url"],
    ["an e-mail in the message", { message: "Write to me at someone@example.org please" }, "email"],
    ["an e-mail in the name", { name: "me@example.org" }, "email"],
    ["a character repeated more than 10 times", { message: "Helloooooooooooo there friend" }, "repeated"],
    ["a spam word", { message: "You are the WINNER of our lottery draw" }, "spamWord"],
    ["a spam word in the name", { name: "Prince Charles" }, "spamWord"],
    ["20 capitals in a row", { message: "PLEASEREADTHISMESSAGENOW it matters" }, "capitals"],
    ["20 Vietnamese capitals in a row", { message: "ĐÂYLÀTHÔNGBÁOQUANTRỌNGNHẤT hôm nay" }, "capitals"],
    ["a message under 10 characters", { message: "Hi there" }, "length"],
    ["a message over 5000 characters", { message: "Một câu dài. ".repeat(400) }, "length"],
  ] as const)("refuses %s", (_label, change, reason) => {
    expect(findSpamReason({ ...ok, ...change })).toBe(reason);
  });

  it("allows exactly 10 repeats and 19 capitals", () => {
    expect(findSpamReason({ ...ok, message: "Chờ đợi lâu quá!!!!!!!!!! cảm ơn" })).toBeNull();
    expect(findSpamReason({ ...ok, message: "ABCDEFGHIJKLMNOPQRS is a code" })).toBeNull();
  });

  it("refuses the same e-mail and message as the last submission", () => {
    expect(findSpamReason(ok, { email: "BICH@congty.vn ", message: ok.message })).toBe("duplicate");
    expect(findSpamReason(ok, { email: "other@congty.vn", message: ok.message })).toBeNull();
    expect(findSpamReason(ok, { email: ok.email, message: "A different message entirely." })).toBeNull();
  });
});
