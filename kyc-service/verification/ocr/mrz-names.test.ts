import { describe, expect, it } from "vitest";
import { confirmNames } from "./mrz-names";

const read = {
  ocr_lastName: "YOON",
  ocr_firstName: "JIWOOO",
  ocr_name: "YOON JIWOOO",
  ocr_birthDate: "1998-09-06",
};
// The visual zone as tesseract returned it for a degraded specimen (labels and noise included).
const VIZ =
  "Te 58 suing country W835 Passport No. /of8E\n¥ P KOR M60561580\ng Surname / 4\nYOON\n\nGiven names / 0/8\n\nJIWOO\n\nKOR\n06 SEP 1998 M\n";

describe("confirmNames", () => {
  it("keeps names the visual zone shows, accents and case aside", () => {
    const fields = { ocr_lastName: "NOVAK", ocr_firstName: "ANNA MARIA", ocr_name: "NOVAK ANNA MARIA" };
    expect(confirmNames(fields, "Surname\nNovák\nGiven names\nAnna María\n")).toEqual(fields);
  });

  it("takes the printed spelling of a word one edit away from exactly one printed word", () => {
    expect(confirmNames(read, VIZ)).toEqual({ ...read, ocr_firstName: "JIWOO", ocr_name: "YOON JIWOO" });
    expect(confirmNames({ ocr_lastName: "TANAKA", ocr_firstName: "YUK" }, "TANAKA\nYUKI\n")).toMatchObject({
      ocr_firstName: "YUKI",
      ocr_name: "TANAKA YUKI",
    });
  });

  it("drops the names, keeping the rest, when a word is further off or ambiguous", () => {
    expect(confirmNames(read, VIZ.replace("JIWOO", "JIHOON"))).toEqual({ ocr_birthDate: "1998-09-06" });
    expect(confirmNames({ ocr_lastName: "KIM", ocr_firstName: "MINA" }, "KIM MINE MINO")).toBeNull();
    expect(confirmNames(read, "")).toEqual({ ocr_birthDate: "1998-09-06" });
  });
});
