// POST /v3/address_code and POST /v2/address_code: the same handler on both paths, as the
// interface says both versions behave the same. Input is form-encoded (JSON is accepted too).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { badRequest } from "../http/errors";
import { addressCode, PlacesInputError } from "../places/address-code";
import { gazetteer } from "../places/gazetteer";

const formType = "application/x-www-form-urlencoded";

const AddressForm = z.object(
  {
    address: z
      .string({ error: "address is required" })
      .trim()
      .min(1, "address is required")
      .max(500, "address must be at most 500 characters"),
    language: z
      .string({ error: "language must be a short language code such as en or ko" })
      .max(35, "language is too long: at most 35 characters")
      .optional(),
  },
  { error: "send the form fields address (and optionally language)" },
);

export async function addressCodeRoutes(app: FastifyInstance) {
  if (!app.hasContentTypeParser(formType)) {
    // A form body is a few hundred bytes; URLSearchParams is all the parsing it needs.
    app.addContentTypeParser(
      formType,
      { parseAs: "string", bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
  }
  // Load the gazetteer while starting, not on the first request.
  app.addHook("onReady", async () => {
    gazetteer();
  });

  const handler = async (request: { body: unknown }) => {
    const form = AddressForm.safeParse(request.body ?? {});
    if (!form.success) throw badRequest(`Invalid Query String parameters: ${form.error.issues[0]!.message}`);
    try {
      return addressCode(form.data.address, form.data.language);
    } catch (error) {
      if (error instanceof PlacesInputError)
        throw badRequest(`Invalid Query String parameters: ${error.message}`);
      throw error;
    }
  };
  app.post("/v3/address_code", handler);
  app.post("/v2/address_code", handler);
}
