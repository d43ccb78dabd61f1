// What the out-of-office forms send (browser-safe: messages are catalogue keys).
import { z } from "zod";
import { invalid } from "../actions/words";
import { isSeoulDay } from "../deadlines/seoul-calendar";

const day = z
  .string({ error: invalid("absenceDay") })
  .trim()
  .refine(isSeoulDay, invalid("absenceDay"));

export const AbsenceInput = z.object({ startsOn: day, endsOn: day });
export const AbsenceId = z.object({ absenceId: z.string().trim().min(1).max(100) });
export const PauseInput = z.object({ paused: z.enum(["true", "false"]).transform((v) => v === "true") });
export const AccountId = z.string().trim().min(1).max(100);
