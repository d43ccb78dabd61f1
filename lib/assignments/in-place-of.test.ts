// Deciding a case someone else holds: refused until the reviewer confirms that very holder.
import { describe, expect, it } from "vitest";
import { createAccount } from "@/tests/support/dashboard";
import { hold } from "./hold";
import { confirmInPlaceOf } from "./in-place-of";

const unique = () => `case-${Math.random().toString(36).slice(2, 10)}`;

describe("deciding in place of the holder", () => {
  it("goes ahead when nobody holds the case, or the reviewer does", async () => {
    const a = await createAccount("reviewer");
    const id = unique();
    expect(await confirmInPlaceOf(id, a.id, undefined)).toBeNull();
    await hold(id, a.id, a.id);
    expect(await confirmInPlaceOf(id, a.id, undefined)).toBeNull();
  });

  it("asks when someone else holds it, and names them", async () => {
    const [a, b] = await Promise.all([createAccount("reviewer"), createAccount("reviewer")]);
    const id = unique();
    await hold(id, a.id, a.id);
    await expect(confirmInPlaceOf(id, b.id, undefined)).rejects.toThrow(/Test reviewer holds this case/);
    expect(await confirmInPlaceOf(id, b.id, a.id)).toMatchObject({ id: a.id });
  });

  it("asks again when the case changed hands after the reviewer confirmed", async () => {
    const [a, b, c] = await Promise.all([
      createAccount("reviewer"),
      createAccount("reviewer"),
      createAccount("reviewer"),
    ]);
    const id = unique();
    await hold(id, a.id, a.id);
    await hold(id, b.id, b.id, a.id); // b took it over after c's page showed a
    await expect(confirmInPlaceOf(id, c.id, a.id)).rejects.toThrow(/holds this case/);
  });
});
