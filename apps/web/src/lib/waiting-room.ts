/** A branch's public id as the waiting-room screen's address writes it (`/en/waiting-room/3`); null for anything else. */
export function readBranchPublicId(value: string): number | null {
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
