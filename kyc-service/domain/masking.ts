// Masking of personal identifiers in query responses, as the interface requires.

/** Korean resident registration number: birth date and the gender digit stay visible. */
export function maskIdentityNumber(value: string): string {
  const digits = value.replace(/\D/g, "");
  if (digits.length === 13) return `${digits.slice(0, 6)}-${digits[6]}******`;
  if (value.length <= 4) return "*".repeat(value.length);
  return value.slice(0, 2) + "*".repeat(value.length - 4) + value.slice(-2);
}

/** IPv4 keeps its first three octets, IPv6 its first three groups. */
export function maskIpAddress(ip: string): string {
  const v4 = ip.replace(/^::ffff:/, "");
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(v4)) return v4.replace(/\.\d{1,3}$/, ".***");
  const groups = ip.split(":");
  return `${groups.slice(0, 3).join(":")}:****`;
}
