// Values the whole KYC interface shares: dates, country codes, results, ID and image types.
import { z } from "../zod";

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD");
export const alpha3 = z.string().regex(/^[A-Z]{3}$/, "expected an ISO 3166-1 alpha-3 code");

export const kycResults = ["incomplete", "pending", "approved", "rejected"] as const;
export const KycResult = z.enum(kycResults);
export type KycResult = z.infer<typeof KycResult>;

export const idTypes = ["passport", "government_id", "drivers_license"] as const;
export const IdType = z.enum(idTypes);
export type IdType = z.infer<typeof IdType>;

export const Gender = z.enum(["male", "female"]);
export const VerificationResult = z.enum(["success", "fail"]);

/** `idBackImage` (the back of the ID) is the vendor's; the interface lists the other three. */
export const imageTypes = ["idImage", "idBackImage", "selfieImage", "addressImage"] as const;
export const ImageType = z.enum(imageTypes);
export type ImageType = z.infer<typeof ImageType>;
