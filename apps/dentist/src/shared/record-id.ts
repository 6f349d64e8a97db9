/**
 * Whether a path segment is a record id as the API takes it (a positive whole number, idSchema). The detail
 * pages show "not found" for any other address (/visits/abc, /visits/-1) instead of asking the server, which
 * answers those 400, and offering a "Try again" that could never succeed.
 */
export function isRecordId(segment: string): boolean {
  return /^[1-9][0-9]{0,14}$/.test(segment);
}
