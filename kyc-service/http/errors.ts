// Errors the service answers with: JSON `{ message, errorCode? }` and the right status.
// Anything unexpected is logged with its cause and answered as a plain 500.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorCode?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body() {
    return { message: this.message, ...(this.errorCode ? { errorCode: this.errorCode } : {}), ...this.extra };
  }
}

export const badRequest = (message: string, errorCode?: string) => new ApiError(400, message, errorCode);
export const notFound = (message: string) => new ApiError(404, message, "not_found");
export const conflict = (message: string, errorCode?: string) => new ApiError(409, message, errorCode);
export const forbidden = () => new ApiError(403, "Forbidden");
