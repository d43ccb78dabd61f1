// What a reader returns: the reviewOCRData fields it actually read, nothing else.
import type { z } from "zod";
import type { ReviewOcrData } from "../../../common/kyc-api/schemas";

export type OcrFields = z.infer<typeof ReviewOcrData>;
