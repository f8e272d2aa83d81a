import { describe, expect, it } from "vitest";
import { apiMessages } from "./messages.ts";
import { MIN_PASSWORD_SCORE, PASSWORD_PROBLEMS, passwordProblem } from "./password-strength.ts";

// the rule for every password set (README → Security): zxcvbn's score at least 3 of 4, and
// a reason of our own, in both languages, when it is not

describe("passwordProblem", () => {
  it("refuses score below 3 of 4", () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
  });

  it.each([
    ["password1234", "validation.passwordCommon"],
    ["password-123", "validation.passwordCommon"],
    ["P@ssw0rd1234", "validation.passwordCommon"],
    ["iloveyou2", "validation.passwordCommon"],
    ["sunflower1990", "validation.passwordCommon"],
    ["qwertyuiop12", "validation.passwordCommon"],
    ["zxcvbnm,./zx", "validation.passwordPattern"],
    ["aaaaaaaaaaaa", "validation.passwordPattern"],
    ["abcabcabcabc", "validation.passwordPattern"],
    ["abcdefghijklmn", "validation.passwordPattern"],
    ["14/02/1990", "validation.passwordDate"],
    ["hijacked-1", "validation.passwordSimple"],
  ])("%s: %s", (password, key) => {
    expect(passwordProblem(password)).toBe(key);
  });

  it("refuses the login name and the person's name, with or without Vietnamese marks", () => {
    expect(passwordProblem("khoa.pham2026", ["khoa.pham", "Phạm Đăng Khoa"])).toBe("validation.passwordPersonal");
    expect(passwordProblem("PhamDangKhoa1", ["khoa.pham", "Phạm Đăng Khoa"])).toBe("validation.passwordPersonal");
    expect(passwordProblem("phạmđăngkhoa", ["khoa.pham", "Phạm Đăng Khoa"])).toBe("validation.passwordPersonal");
    // the same password for someone else is not about their name
    expect(passwordProblem("PhamDangKhoa1", ["lan.nguyen", "Nguyễn Thị Lan"])).not.toBe("validation.passwordPersonal");
  });

  it.each([
    "Tram-bien-ap-22kV-Long-An",
    "correct horse battery staple",
    "m9Kp2vQx7Lr4",
    "test-password-123",
    "mat-khau-123",
  ])("takes %s", (password) => {
    expect(passwordProblem(password, ["admin", "Quản trị viên"])).toBeNull();
  });

  it("answers quickly for the longest password a form takes (200 characters)", () => {
    const random = "k9$Qz!2mWv8#Lp4&Xr7@Tn1^Bc6*Hd3%Fj5(Gs0)".repeat(5);
    // the process's CPU time, which a busy machine does not stretch as it does the clock's
    const started = process.cpuUsage();
    passwordProblem(random);
    passwordProblem("a".repeat(200));
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1000).toBeLessThan(1500);
  });

  it("every reason is a message in both languages, the Vietnamese without 'bạn'", () => {
    for (const key of PASSWORD_PROBLEMS) {
      expect(apiMessages[key].en.length).toBeGreaterThan(20);
      expect(apiMessages[key].vi.length).toBeGreaterThan(20);
      expect(apiMessages[key].vi.toLowerCase()).not.toContain("bạn");
    }
  });
});
